import { mainPageGet } from '@/app/api/v3/community/main/main-page';

// The older main-page path answers exactly what v3 does.
export const GET = mainPageGet({ summary: 'Community main page (older path; the same answer as v3)' });
