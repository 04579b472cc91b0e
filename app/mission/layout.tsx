import { QueryProvider } from '@/components/query/query-provider';

// The mission board reads and checks in through react-query.
export default function MissionLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
