// The older main-page path answers exactly what v3 does.
export { GET } from '@/app/api/v3/community/main/route';
