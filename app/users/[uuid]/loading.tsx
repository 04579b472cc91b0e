import { Header } from '@/components/layout/header';
import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <>
      <Header />
      <main id="main" style={{ padding: 12 }}>
        <Skeleton rows={1} variant="list" />
        <Skeleton rows={5} />
      </main>
    </>
  );
}
