import { QueryProvider } from '@/components/query/query-provider';

// Comments, reactions and the post's own controls read and write through react-query.
export default function PostDetailLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
