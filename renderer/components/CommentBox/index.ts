// The comment box (label + text area).
export { CommentBox } from './CommentBox';
