import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return <Skeleton rows={4} variant="list" />;
}
