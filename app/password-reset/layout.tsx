import { QueryProvider } from '@/components/query/query-provider';

// The reset steps talk to the account API through react-query mutations.
export default function PasswordResetLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
