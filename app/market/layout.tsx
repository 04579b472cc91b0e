import { QueryProvider } from '@/components/query/query-provider';

// The market screens (items, wish lists, trades, alerts) read and write through react-query.
export default function MarketLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
