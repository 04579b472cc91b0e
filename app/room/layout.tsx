import { ClientMessages } from '@/components/i18n/client-messages';

export default function RoomLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages>{children}</ClientMessages>;
}
