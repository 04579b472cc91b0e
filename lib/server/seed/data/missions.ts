import 'server-only';
import type { MissionKind, MissionPeriod } from '@/lib/validation/missions';

// The demo's missions: one of each kind, daily and weekly (operators edit them in /admin/missions).
export type SeedMission = {
  key: string;
  kind: MissionKind;
  period: MissionPeriod;
  target: number;
  rewardBalls: number;
  /** The code of the badge it gives, if any. */
  badge?: string;
  titleKo: string;
  titleZh: string;
  descriptionKo: string;
  descriptionZh: string;
};

export const SEED_MISSIONS: SeedMission[] = [
  {
    key: 'daily-read-3',
    kind: 'read_posts',
    period: 'daily',
    target: 3,
    rewardBalls: 10,
    titleKo: '게시글 3개 읽기',
    titleZh: '閱讀 3 篇文章',
    descriptionKo: '다른 회원이 쓴 글을 3개 읽어 보세요',
    descriptionZh: '閱讀其他會員寫的 3 篇文章',
  },
  {
    key: 'daily-comment-1',
    kind: 'write_comment',
    period: 'daily',
    target: 1,
    rewardBalls: 10,
    titleKo: '댓글 1개 쓰기',
    titleZh: '留下 1 則留言',
    descriptionKo: '마음에 드는 글에 댓글을 남겨 보세요',
    descriptionZh: '在喜歡的文章下留言吧',
  },
  {
    key: 'weekly-wish-3',
    kind: 'add_wish',
    period: 'weekly',
    target: 3,
    rewardBalls: 30,
    titleKo: '위시리스트에 아이템 3개 담기',
    titleZh: '將 3 件道具加入願望清單',
    descriptionKo: '마켓에서 사고 싶거나 팔고 싶은 아이템을 담아 보세요',
    descriptionZh: '在市集把想買或想賣的道具加入清單',
  },
  {
    key: 'weekly-answer-2',
    kind: 'answer_question',
    period: 'weekly',
    target: 2,
    rewardBalls: 50,
    badge: 'helpful_mentor',
    titleKo: '질문 글 2개에 답하기',
    titleZh: '回答 2 篇提問',
    descriptionKo: '질문 게시판에서 다른 회원의 질문에 답해 주세요',
    descriptionZh: '在提問看板回答其他會員的問題',
  },
];
