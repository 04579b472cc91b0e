import { QueryProvider } from '@/components/query/query-provider';

// The editor saves, uploads and looks up items through react-query.
export default function WriteLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
