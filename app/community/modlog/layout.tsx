import { ClientMessages } from '@/components/i18n/client-messages';

export default function ModlogLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
