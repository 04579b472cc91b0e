import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <main id="main">
      <Skeleton rows={10} />
    </main>
  );
}
