import { Skeleton } from '@/components/ui/skeleton';

// Only the main page: a boundary above /community/detail would send 200 before a missing post's 404.
export default function Loading() {
  return (
    <main id="main">
      <Skeleton rows={1} variant="card" />
      <Skeleton rows={8} />
    </main>
  );
}
