import { ClientMessages } from '@/components/i18n/client-messages';

// Each customer-center page signs the guest in first and renders the member's data on the server.
export default function SupportLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['support']}>{children}</ClientMessages>;
}
