import { QueryProvider } from '@/components/query/query-provider';

// The sign-up steps talk to the account API through react-query mutations.
export default function RegisterLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
