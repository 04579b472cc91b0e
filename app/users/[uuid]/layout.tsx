import { ClientMessages } from '@/components/i18n/client-messages';

// A member's profile uses the `user` namespace's profile and friend texts.
export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return <ClientMessages namespaces={['user']}>{children}</ClientMessages>;
}
