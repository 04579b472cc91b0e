export { PostActions, type PostActionsProps } from './post-actions';
