import { QueryProvider } from '@/components/query/query-provider';

// Search results page on through react-query.
export default function SearchLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
