import { QueryProvider } from '@/components/query/query-provider';

// The account screen reads and changes the member's settings through react-query.
export default function AccountLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
