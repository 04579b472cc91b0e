import { ClientMessages } from '@/components/i18n/client-messages';

// The guide pages' client leaves (error boundaries) read the support messages.
export default function GuideLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['support']}>{children}</ClientMessages>;
}
