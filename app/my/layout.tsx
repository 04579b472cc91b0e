import { ClientMessages } from '@/components/i18n/client-messages';

// The member's own pages use the whole `user` namespace (profile, friends, badges, notifications).
export default function MyLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['user']}>{children}</ClientMessages>;
}
