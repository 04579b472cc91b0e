import { ClientMessages } from '@/components/i18n/client-messages';

export default function CommunityMyLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
