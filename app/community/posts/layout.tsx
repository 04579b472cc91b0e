import { QueryProvider } from '@/components/query/query-provider';

// The list's further pages come through react-query.
export default function PostListLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
