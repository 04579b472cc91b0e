import { ClientMessages } from '@/components/i18n/client-messages';

// The customer center's screens are client leaves (the member's data needs the token kept in the browser).
export default function SupportLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['support']}>{children}</ClientMessages>;
}
