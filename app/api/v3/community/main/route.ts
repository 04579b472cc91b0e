import { mainPageGet } from './main-page';

export const GET = mainPageGet({
  summary: 'Community main page: banners, hot posts and the section previews',
  description: '`language` narrows the hot posts and the previews to the posts written in one language (default `all`).',
});
