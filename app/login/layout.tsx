import { QueryProvider } from '@/components/query/query-provider';

// Sign-in talks to the account API through react-query mutations.
export default function LoginLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
