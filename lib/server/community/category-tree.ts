import 'server-only';
import { CATEGORY_IDS, POST_TYPES } from '@/lib/constants';

// The spec's category groups with their fixed ids. Seeded into the
// `categories` table; the table is what the API serves.
export type CategorySeed = {
  id: number;
  key: string;
  nameKo: string;
  nameZhTw: string;
  postType?: number;
  writable?: boolean;
  adminOnly?: boolean;
  children?: CategorySeed[];
};

// A group heads its boards and is never written to itself.
const boardGroup = (id: number, key: string, nameKo: string, nameZhTw: string, children: CategorySeed[]): CategorySeed => ({
  id,
  key,
  nameKo,
  nameZhTw,
  writable: false,
  children,
});

export const CATEGORY_TREE: CategorySeed[] = [
  { id: CATEGORY_IDS.allPosts, key: 'all', nameKo: '전체', nameZhTw: '全部', writable: false },
  boardGroup(1, 'news', '소식', '消息', [
    { id: CATEGORY_IDS.notice, key: 'notice', nameKo: '공지사항', nameZhTw: '公告', postType: POST_TYPES.notice, adminOnly: true },
    { id: 12, key: 'news-event', nameKo: '이벤트 소식', nameZhTw: '活動消息', adminOnly: true },
    { id: 13, key: 'news-dev', nameKo: '개발자 노트', nameZhTw: '開發者筆記', adminOnly: true },
  ]),
  boardGroup(2, 'creation', '창작', '創作', [
    { id: 14, key: 'fan-art', nameKo: '팬아트', nameZhTw: '同人圖' },
    { id: 15, key: 'fan-fiction', nameKo: '팬픽', nameZhTw: '同人文' },
    { id: 16, key: 'video', nameKo: '영상', nameZhTw: '影片' },
  ]),
  boardGroup(3, 'exchange', '거래', '交易', [
    { id: 17, key: 'sale', nameKo: '판매', nameZhTw: '出售', postType: POST_TYPES.tradeSell },
    { id: 18, key: 'wanted', nameKo: '구매', nameZhTw: '收購', postType: POST_TYPES.tradeNeed },
    { id: 19, key: 'trade', nameKo: '교환', nameZhTw: '交換', postType: POST_TYPES.tradeExchange },
    { id: 20, key: 'sharing', nameKo: '나눔', nameZhTw: '分享', postType: POST_TYPES.trade },
  ]),
  boardGroup(4, 'tips', '팁과 공략', '技巧攻略', [
    { id: 21, key: 'beginner', nameKo: '초보 가이드', nameZhTw: '新手指南' },
    { id: 22, key: 'strategy', nameKo: '공략', nameZhTw: '攻略' },
    { id: 23, key: 'mentor', nameKo: '멘토 구해요', nameZhTw: '徵導師' },
    { id: 24, key: 'mentee', nameKo: '멘티 구해요', nameZhTw: '徵學徒' },
  ]),
  boardGroup(5, 'free', '자유', '自由', [
    { id: 25, key: 'chat', nameKo: '잡담', nameZhTw: '閒聊', postType: POST_TYPES.general },
    { id: 26, key: 'daily', nameKo: '일상', nameZhTw: '日常', postType: POST_TYPES.general },
  ]),
  boardGroup(6, 'showoff', '자랑', '炫耀', [
    { id: 27, key: 'slime-showoff', nameKo: '슬라임 자랑', nameZhTw: '史萊姆炫耀', postType: POST_TYPES.exhibitedItem },
    { id: 28, key: 'room-showoff', nameKo: '마이룸 자랑', nameZhTw: '房間炫耀', postType: POST_TYPES.exhibitedItem },
  ]),
  boardGroup(8, 'promotion', '홍보', '宣傳', [
    { id: 29, key: 'guild', nameKo: '길드 모집', nameZhTw: '公會招募', postType: POST_TYPES.community },
    { id: 30, key: 'friends', nameKo: '친구 모집', nameZhTw: '好友招募', postType: POST_TYPES.community },
  ]),
  boardGroup(9, 'question', '질문', '提問', [
    { id: 32, key: 'game-question', nameKo: '게임 질문', nameZhTw: '遊戲提問' },
    { id: 33, key: 'trade-question', nameKo: '거래 질문', nameZhTw: '交易提問' },
  ]),
  boardGroup(CATEGORY_IDS.contestParent, 'contest', '콘테스트', '比賽', [
    { id: CATEGORY_IDS.contest, key: 'contest-entry', nameKo: '콘테스트 출품', nameZhTw: '比賽投稿', postType: POST_TYPES.contest },
    {
      id: CATEGORY_IDS.excludedContest,
      key: 'contest-archive',
      nameKo: '지난 콘테스트',
      nameZhTw: '往期比賽',
      postType: POST_TYPES.contest,
      writable: false,
    },
  ]),
  boardGroup(11, 'suggestions', '건의와 피드백', '建議與回饋', [
    { id: 34, key: 'suggestion', nameKo: '건의', nameZhTw: '建議' },
    { id: 35, key: 'feedback', nameKo: '피드백', nameZhTw: '回饋' },
  ]),
];

export function flattenCategoryTree(tree: CategorySeed[] = CATEGORY_TREE) {
  return tree.flatMap((group, groupIndex) => [
    { ...group, parentId: null as number | null, sortOrder: groupIndex * 100 },
    ...(group.children ?? []).map((child, childIndex) => ({
      ...child,
      parentId: group.id,
      sortOrder: groupIndex * 100 + childIndex + 1,
    })),
  ]);
}
