import 'server-only';
export {
  INQUIRY_LIMIT,
  INQUIRY_REPLY_LIMIT,
  addAdminReply,
  addUserReply,
  createInquiry,
  getInquiry,
  listMyInquiries,
  setResolution,
  setStatus,
} from './inquiries';
export { askGuideBot, recommendGuides, scoreGuides, tokenize } from './guide-bot';
