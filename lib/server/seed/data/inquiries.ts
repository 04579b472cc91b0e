import 'server-only';
import type { INQUIRY_CATEGORIES } from '@/lib/enums';

// Customer-support inquiries with their reply threads (user, admin and guide-bot answers).
export type SeedInquiry = {
  key: string;
  user: string;
  category: (typeof INQUIRY_CATEGORIES)[number];
  title: string;
  content: string;
  status: 'waiting' | 'processing' | 'completed';
  resolution?: 'resolved' | 'unresolved';
  followUpOf?: string;
  daysAgo: number;
  images?: string[];
  replies: Array<{ author: 'admin' | 'user' | 'bot'; content: string; guides?: string[]; hoursAfter: number }>;
};

const BOT_KO = '가이드봇이 관련 가이드를 찾아봤어요. 아래 가이드로 해결되지 않으면 상담원이 곧 답변드릴게요.';
const BOT_ZH = '攻略小幫手找到了相關攻略。如果下面的攻略無法解決，客服人員會盡快回覆你。';

export const SEED_INQUIRIES: SeedInquiry[] = [
  {
    key: 'demo-nickname',
    user: 'demo',
    category: 'account',
    title: '닉네임 변경은 어떻게 하나요?',
    content: '가입할 때 닉네임을 대충 지었는데 바꾸고 싶어요. 방법이 있을까요?',
    status: 'completed',
    resolution: 'resolved',
    daysAgo: 30,
    replies: [
      { author: 'bot', content: BOT_KO, guides: ['account-security'], hoursAfter: 0 },
      {
        author: 'admin',
        content:
          '안녕하세요, 운영자슬라입니다. 닉네임은 **닉네임 변경권** 아이템으로 한 번 바꿀 수 있어요. 상점이나 타임 상점에서 구하실 수 있습니다. 즐거운 시간 되세요!',
        hoursAfter: 5,
      },
      { author: 'user', content: '아하 감사합니다! 타임 상점 노려볼게요.', hoursAfter: 7 },
    ],
  },
  {
    key: 'demo-wings',
    user: 'demo',
    category: 'bug',
    title: '천사 날개가 몸에 가려져요',
    content: '천사 날개를 장착했는데 날개 가운데가 슬라임 몸에 가려져서 반쪽만 보여요. 버그인가요?',
    status: 'completed',
    resolution: 'unresolved',
    daysAgo: 14,
    images: ['/art/posts/1.png'],
    replies: [
      { author: 'bot', content: BOT_KO, guides: ['equipment-layers'], hoursAfter: 0 },
      {
        author: 'admin',
        content: '등, 이펙트, 허리 장비는 슬라임 뒤에 그려지도록 되어 있어서 몸에 가려지는 부분이 생깁니다. 버그가 아닌 정상 동작이에요.',
        hoursAfter: 20,
      },
    ],
  },
  {
    key: 'demo-wings-followup',
    user: 'demo',
    category: 'bug',
    title: '추가 문의: 날개 끝이 잘려 보여요',
    content: '뒤에 그려지는 건 이해했어요. 그런데 깡충 뛸 때 날개 끝이 한 프레임 늦게 따라오는 것 같아요. 스크린샷 첨부합니다.',
    status: 'processing',
    followUpOf: 'demo-wings',
    daysAgo: 12,
    replies: [
      {
        author: 'admin',
        content: '추가 제보 감사합니다. 개발팀에 전달해서 확인하고 있어요. 결과 나오면 다시 안내드릴게요.',
        hoursAfter: 26,
      },
    ],
  },
  {
    key: 'demo-gems',
    user: 'demo',
    category: 'payment',
    title: '보석 충전했는데 안 들어왔어요',
    content: '오늘 오후 3시쯤 보석 300개를 충전했는데 아직 반영이 안 됐어요. 영수증은 받았어요.',
    status: 'waiting',
    daysAgo: 1,
    replies: [{ author: 'bot', content: BOT_KO, guides: ['daily-rewards'], hoursAfter: 0 }],
  },
  {
    key: 'demo-picnic',
    user: 'demo',
    category: 'event',
    title: '소풍 바구니 보상을 못 받았어요',
    content: '바구니 10개를 모았는데 들꽃 화관이 우편함에 안 와요.',
    status: 'waiting',
    daysAgo: 0,
    replies: [],
  },
  {
    key: 'strawmilk-refund',
    user: 'strawmilk',
    category: 'refund',
    title: '잘못 구매한 아이템 환불 요청',
    content: '딸기 비니를 사려다가 실수로 레몬 슬라임을 샀어요. 사용하지 않았는데 환불 가능할까요?',
    status: 'completed',
    resolution: 'resolved',
    daysAgo: 25,
    replies: [
      {
        author: 'admin',
        content: '확인 결과 사용 이력이 없어 보석으로 환불해 드렸어요. 다음부터는 구매 전에 한 번 더 확인해 주세요!',
        hoursAfter: 9,
      },
      { author: 'user', content: '빠르게 처리해 주셔서 감사합니다 😊', hoursAfter: 12 },
    ],
  },
  {
    key: 'tori-timeshop',
    user: 'tori',
    category: 'bug',
    title: '타임 상점이 갱신되지 않아요',
    content: '12시 갱신 시간이 지났는데 타임 상점 목록이 그대로예요. 앱을 다시 켜도 똑같습니다.',
    status: 'completed',
    daysAgo: 11,
    replies: [
      {
        author: 'admin',
        content: '제보 감사합니다. 갱신 오류를 확인해 긴급 점검으로 수정했어요. 영향받으신 분들께 보석 50개를 지급했습니다.',
        hoursAfter: 2,
      },
    ],
  },
  {
    key: 'mooncat-chat',
    user: 'mooncat',
    category: 'feature',
    title: '웹에서 채팅 지원 계획이 있나요?',
    content: '밤에 PC로 커뮤니티를 자주 보는데 채팅만 앱으로 해야 해서 불편해요.',
    status: 'completed',
    daysAgo: 19,
    replies: [
      {
        author: 'admin',
        content: '좋은 의견 감사합니다. 현재 채팅은 앱에서만 지원하고 있어요. 웹 지원은 건의 게시판 의견과 함께 검토하겠습니다.',
        hoursAfter: 30,
      },
    ],
  },
  {
    key: 'abao-report',
    user: 'abao',
    category: 'report',
    title: '檢舉站外交易廣告帳號',
    content: '有個帳號一直在交易區留言「寶石最低價」，叫大家到外部網站交易。',
    status: 'completed',
    resolution: 'resolved',
    daysAgo: 16,
    replies: [
      { author: 'bot', content: BOT_ZH, guides: ['safe-trading', 'report-policy'], hoursAfter: 0 },
      { author: 'admin', content: '感謝檢舉！經確認後該帳號已停權。檢舉以匿名方式處理，請放心。', hoursAfter: 15 },
    ],
  },
  {
    key: 'zhenzhu-coupon',
    user: 'zhenzhu',
    category: 'coupon',
    title: '優惠券代碼無法使用',
    content: '輸入活動優惠券代碼 SPRING2026 時顯示「無效的代碼」。',
    status: 'processing',
    daysAgo: 3,
    replies: [{ author: 'admin', content: '你好，我們正在確認代碼狀態，請稍候。', hoursAfter: 10 }],
  },
  {
    key: 'puding-phone',
    user: 'puding',
    category: 'membership',
    title: '想更換綁定的手機號碼',
    content: '我換了新門號，想把帳號綁定的手機號碼改成新的。',
    status: 'waiting',
    daysAgo: 2,
    replies: [{ author: 'bot', content: BOT_ZH, guides: ['account-security'], hoursAfter: 0 }],
  },
  {
    key: 'xiaoyudian-upload',
    user: 'xiaoyudian',
    category: 'technical',
    title: '網頁版上傳圖片失敗',
    content: '在網頁版發文時上傳房間截圖一直失敗，圖片大約 7MB。',
    status: 'processing',
    daysAgo: 5,
    replies: [
      { author: 'admin', content: '你好，圖片上傳上限是每張 5MB。可以先壓縮圖片後再試一次嗎？', hoursAfter: 4 },
      { author: 'user', content: '壓縮到 3MB 還是失敗，格式是 HEIC。', hoursAfter: 6 },
      { author: 'admin', content: '目前支援 JPG、PNG、WebP、GIF。HEIC 請先轉成 JPG 再上傳，我們也會評估支援更多格式。', hoursAfter: 9 },
    ],
  },
  {
    key: 'guodongxiong-contest',
    user: 'guodongxiong',
    category: 'general',
    title: '比賽名次怎麼計算？',
    content: '想參加史萊姆穿搭比賽，請問名次是怎麼算的？',
    status: 'completed',
    resolution: 'resolved',
    daysAgo: 4,
    replies: [{ author: 'admin', content: '名次依照讚數與推薦數合計的分數決定，同分時較早投稿的作品排前面。祝你得名！', hoursAfter: 3 }],
  },
  {
    key: 'kongtteok-abuse',
    user: 'kongtteok',
    category: 'abuse',
    title: '댓글로 계속 괴롭힘을 당해요',
    content: '제 글마다 같은 사람이 비꼬는 댓글을 달아요. 차단했는데 다른 게시판에서도 계속 봐요.',
    status: 'processing',
    daysAgo: 6,
    replies: [
      { author: 'bot', content: BOT_KO, guides: ['report-policy'], hoursAfter: 0 },
      {
        author: 'admin',
        content: '불편을 드려 죄송합니다. 해당 댓글들을 확인하고 있어요. 댓글의 신고하기 기능으로도 알려 주시면 더 빨리 처리됩니다.',
        hoursAfter: 8,
      },
    ],
  },
  {
    key: 'cloudbread-login',
    user: 'cloudbread',
    category: 'service',
    title: '로그인이 자꾸 풀려요',
    content: '앱에서 커뮤니티로 들어가면 가끔 로그아웃 상태가 돼요.',
    status: 'waiting',
    daysAgo: 1,
    replies: [],
  },
  {
    key: 'xiongmao-exp',
    user: 'xiongmao',
    category: 'faq',
    title: '經驗值珠的效果是多少？',
    content: '經驗值珠（小）和（大）分別加多少經驗值？',
    status: 'completed',
    resolution: 'resolved',
    daysAgo: 9,
    replies: [
      { author: 'bot', content: BOT_ZH, guides: ['slime-care'], hoursAfter: 0 },
      { author: 'admin', content: '經驗值珠（小）+50、（大）+500，活動期間效果 1.5 倍。', hoursAfter: 2 },
    ],
  },
  {
    key: 'acorn-receipt',
    user: 'acorn',
    category: 'billing',
    title: '결제 영수증 발급 요청',
    content: '회사 경비 처리 때문에 보석 구매 영수증이 필요해요.',
    status: 'completed',
    daysAgo: 3,
    replies: [
      {
        author: 'admin',
        content: '가입하신 이메일로 영수증을 보내 드렸어요. 스토어 결제는 스토어 구매 내역에서도 확인하실 수 있습니다.',
        hoursAfter: 6,
      },
    ],
  },
  {
    key: 'maomi-hacked',
    user: 'maomi',
    category: 'support',
    title: '帳號好像被盜了怎麼辦',
    content: '今天登入後發現背包裡的黃金鑰匙不見了，交易紀錄有一筆我沒做過的交易。',
    status: 'processing',
    daysAgo: 2,
    replies: [
      { author: 'admin', content: '我們已暫時鎖定相關交易並開始調查。請先更改密碼，更改後所有裝置都會登出。', hoursAfter: 1 },
      { author: 'user', content: '已經改好密碼了，謝謝！', hoursAfter: 2 },
    ],
  },
  {
    key: 'haru-guildname',
    user: 'haru',
    category: 'other',
    title: '길드 이름 변경 요청',
    content: '길드 이름에 오타가 있어서 "말랑연합"으로 바꾸고 싶어요.',
    status: 'waiting',
    daysAgo: 0,
    replies: [],
  },
];
