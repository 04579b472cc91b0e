import { QueryProvider } from '@/components/query/query-provider';

// The list screen pages and searches through react-query.
export default function ProbabilityTypeLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
