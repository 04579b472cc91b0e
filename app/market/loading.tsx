import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return <Skeleton rows={6} variant="list" />;
}
