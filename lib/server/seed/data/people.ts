import 'server-only';
// Demo members and badges. Passwords: demo1234! (demo), admin1234! (admin), slime1234! (everyone else).

export type SeedBadge = {
  code: string;
  titleKo: string;
  titleZhTw: string;
  descriptionKo: string;
  descriptionZhTw: string;
  hexCode: string;
};

export const SEED_BADGES: SeedBadge[] = [
  {
    code: 'staff',
    titleKo: '운영진',
    titleZhTw: '營運團隊',
    descriptionKo: '커뮤니티를 운영하는 스태프',
    descriptionZhTw: '負責營運社群的工作人員',
    hexCode: '#e5484d',
  },
  {
    code: 'early_bird',
    titleKo: '개척자',
    titleZhTw: '開拓者',
    descriptionKo: '커뮤니티 오픈 첫 주에 가입',
    descriptionZhTw: '社群開放第一週加入',
    hexCode: '#f5a524',
  },
  {
    code: 'first_post',
    titleKo: '첫 글',
    titleZhTw: '第一篇文章',
    descriptionKo: '처음으로 게시글을 작성',
    descriptionZhTw: '第一次發表文章',
    hexCode: '#30a46c',
  },
  {
    code: 'ten_comments',
    titleKo: '수다쟁이',
    titleZhTw: '話匣子',
    descriptionKo: '댓글 10개 작성',
    descriptionZhTw: '留言達 10 則',
    hexCode: '#3e7bdd',
  },
  {
    code: 'contest_winner',
    titleKo: '콘테스트 우승',
    titleZhTw: '比賽冠軍',
    descriptionKo: '콘테스트 1위 달성',
    descriptionZhTw: '在比賽中獲得第一名',
    hexCode: '#ffb224',
  },
  {
    code: 'helpful_mentor',
    titleKo: '친절한 멘토',
    titleZhTw: '熱心導師',
    descriptionKo: '멘티 3명 이상 도움',
    descriptionZhTw: '幫助過 3 位以上學徒',
    hexCode: '#8e4ec6',
  },
  {
    code: 'veteran_trader',
    titleKo: '베테랑 상인',
    titleZhTw: '資深商人',
    descriptionKo: '거래 50회 이상 완료',
    descriptionZhTw: '完成 50 次以上交易',
    hexCode: '#12a594',
  },
  {
    code: 'fan_artist',
    titleKo: '팬아트 작가',
    titleZhTw: '同人畫家',
    descriptionKo: '팬아트 게시판 인기글 선정',
    descriptionZhTw: '同人圖看板熱門文章入選',
    hexCode: '#d6409f',
  },
  {
    code: 'guild_master',
    titleKo: '길드장',
    titleZhTw: '公會會長',
    descriptionKo: '길드를 이끄는 리더',
    descriptionZhTw: '帶領公會的領袖',
    hexCode: '#6e56cf',
  },
  {
    code: 'collector',
    titleKo: '수집가',
    titleZhTw: '收藏家',
    descriptionKo: '아이템 100종 수집',
    descriptionZhTw: '收集 100 種道具',
    hexCode: '#ad7f58',
  },
  {
    code: 'spring_picnic',
    titleKo: '봄 소풍 참가자',
    titleZhTw: '春日野餐參加者',
    descriptionKo: '2026 봄 소풍 이벤트 참가',
    descriptionZhTw: '參加 2026 春日野餐活動',
    hexCode: '#ff8fc7',
  },
  {
    code: 'bug_hunter',
    titleKo: '버그 헌터',
    titleZhTw: '抓蟲高手',
    descriptionKo: '버그 제보로 게임 개선에 기여',
    descriptionZhTw: '回報錯誤協助改善遊戲',
    hexCode: '#46a758',
  },
  {
    code: 'popular',
    titleKo: '인기 스타',
    titleZhTw: '人氣明星',
    descriptionKo: '좋아요 100개를 받은 글 작성',
    descriptionZhTw: '發表過獲得 100 個讚的文章',
    hexCode: '#e54666',
  },
];

export type SeedUser = {
  key: string;
  nickname: string;
  locale: 'ko' | 'zh-TW';
  email?: string;
  phone?: string;
  role?: 'member' | 'admin';
  password: 'demo' | 'admin' | 'member';
  statusMessage: string;
  avatar: number | null;
  badges: string[];
  represent?: string;
  /** days since joining */
  joinedDaysAgo: number;
  suspended?: { reason: string; days: number };
  referralBall?: number;
};

const u = (
  key: string,
  nickname: string,
  locale: 'ko' | 'zh-TW',
  contact: { email?: string; phone?: string },
  statusMessage: string,
  avatar: number | null,
  badges: string[],
  joinedDaysAgo: number,
  extra: Partial<SeedUser> = {},
): SeedUser => ({
  key,
  nickname,
  locale,
  ...contact,
  password: 'member',
  statusMessage,
  avatar,
  badges,
  represent: badges[0],
  joinedDaysAgo,
  ...extra,
});

export const SEED_USERS: SeedUser[] = [
  u(
    'demo',
    '말랑데모',
    'ko',
    { email: 'demo@example.com' },
    '말랑말랑 슬라임 키우는 중 🌱',
    1,
    ['first_post', 'spring_picnic', 'ten_comments', 'early_bird'],
    60,
    {
      password: 'demo',
      referralBall: 3,
    },
  ),
  u('admin', '운영자슬라', 'ko', { email: 'admin@example.com' }, '문의는 고객센터로 부탁드려요!', 9, ['staff', 'early_bird'], 62, {
    role: 'admin',
    password: 'admin',
  }),
  // Korean members
  u(
    'jellybear',
    '젤리곰',
    'ko',
    { email: 'jellybear@example.com' },
    '젤리 침대에서 뒹굴뒹굴',
    2,
    ['fan_artist', 'first_post', 'popular'],
    58,
  ),
  u(
    'butler',
    '슬라임집사',
    'ko',
    { email: 'butler@example.com' },
    '매일 아침 슬라임 밥 주는 집사',
    3,
    ['helpful_mentor', 'ten_comments', 'early_bird'],
    59,
  ),
  u('mallang', '말랑말랑', 'ko', { phone: '+821055510001' }, '말랑한 게 최고야', 4, ['first_post'], 55),
  u('greendrop', '초록방울', 'ko', { email: 'greendrop@example.com' }, '초록 슬라임만 모아요 💚', 5, ['collector', 'first_post'], 52),
  u('strawmilk', '딸기우유', 'ko', { email: 'strawmilk@example.com' }, '딸기 슬라임 구합니다', 6, ['spring_picnic', 'first_post'], 50),
  u('puddinglover', '푸딩러버', 'ko', { phone: '+821055510002' }, '푸딩 같은 슬라임', 7, ['ten_comments'], 47),
  u(
    'starknight',
    '별빛기사',
    'ko',
    { email: 'starknight@example.com' },
    '길드 젤리기사단 단장',
    8,
    ['guild_master', 'veteran_trader', 'contest_winner'],
    61,
    { represent: 'guild_master' },
  ),
  u(
    'littlemage',
    '꼬마마법사',
    'ko',
    { email: 'littlemage@example.com' },
    '별 요술봉 수집 중 ✨',
    10,
    ['contest_winner', 'fan_artist'],
    44,
  ),
  u('slowturtle', '느긋한거북', 'ko', { email: 'slowturtle@example.com' }, '천천히 가도 괜찮아', 11, ['first_post'], 40),
  u('tori', '모험가토리', 'ko', { phone: '+821055510003' }, '배낭 메고 어디든 간다', 12, ['bug_hunter', 'first_post'], 38),
  u('mooncat', '달빛고양이', 'ko', { email: 'mooncat@example.com' }, '밤에만 접속해요 🌙', 1, ['popular', 'fan_artist'], 36),
  u('rainbowjelly', '무지개젤리', 'ko', { email: 'rainbowjelly@example.com' }, '무지개 오라 언젠가 꼭', 2, ['spring_picnic'], 33),
  u('kongtteok', '콩떡이', 'ko', { email: 'kongtteok@example.com' }, '콩떡콩떡', 3, ['first_post'], 30),
  u('mintchoco', '민트초코칩', 'ko', { email: 'mintchoco@example.com' }, '민초단 모여라', 4, ['veteran_trader', 'collector'], 57, {
    represent: 'veteran_trader',
  }),
  u('haru', '길드장하루', 'ko', { email: 'haru@example.com' }, '말랑연합 길드원 모집 중!', 5, ['guild_master', 'helpful_mentor'], 54),
  u('sproutfarmer', '새싹농부', 'ko', { phone: '+821055510004' }, '새싹 모자 최고', 6, ['first_post'], 25),
  u('sparkle', '반짝이수집가', 'ko', { email: 'sparkle@example.com' }, '반짝이는 건 다 모아요', 7, ['collector', 'ten_comments'], 22),
  u('nyangpunch', '냥냥펀치', 'ko', { email: 'nyangpunch@example.com' }, '고양이 꼬리 착용 중', 8, ['first_post'], 18),
  u('cloudbread', '구름빵', 'ko', { email: 'cloudbread@example.com' }, '', 10, [], 12),
  u('acorn', '도토리', 'ko', { email: 'acorn@example.com' }, '다람쥐 아님', null, [], 6),
  // Traditional Chinese members
  u(
    'xiaodangjia',
    '史萊姆小當家',
    'zh-TW',
    { email: 'xiaodangjia@example.com' },
    '每天都在幫史萊姆煮飯',
    11,
    ['helpful_mentor', 'first_post', 'early_bird'],
    60,
  ),
  u('guodongxiong', '果凍熊', 'zh-TW', { email: 'guodongxiong@example.com' }, '果凍床是人生', 12, ['fan_artist', 'popular'], 56),
  u('ruanmianmian', '軟綿綿', 'zh-TW', { phone: '+886912000101' }, '軟綿綿的最療癒', 1, ['first_post'], 53),
  u('xingguang', '星光騎士', 'zh-TW', { email: 'xingguang@example.com' }, '星光騎士團團長', 2, ['guild_master', 'contest_winner'], 58),
  u('zhenzhu', '珍珠奶茶', 'zh-TW', { email: 'zhenzhu@example.com' }, '全糖去冰', 3, ['ten_comments', 'spring_picnic'], 49),
  u('xiaolongbao', '小籠包', 'zh-TW', { email: 'xiaolongbao@example.com' }, '', 4, ['first_post'], 45),
  u('bohetang', '薄荷糖', 'zh-TW', { phone: '+886912000102' }, '薄荷史萊姆收集中', 5, ['collector'], 42),
  u('abao', '阿寶', 'zh-TW', { email: 'abao@example.com' }, '交易請私訊', 6, ['veteran_trader', 'first_post'], 59, {
    represent: 'veteran_trader',
  }),
  u('puding', '布丁公主', 'zh-TW', { email: 'puding@example.com' }, '粉紅色就是正義', 7, ['spring_picnic', 'fan_artist'], 35),
  u('yeshi', '夜市達人', 'zh-TW', { email: 'yeshi@example.com' }, '限時商店每日報到', 8, ['veteran_trader'], 31),
  u('mangguobing', '芒果冰', 'zh-TW', { email: 'mangguobing@example.com' }, '夏天快來吧', 9, ['first_post'], 27),
  u('xiaoyudian', '小雨點', 'zh-TW', { phone: '+886912000103' }, '下雨天佈置房間', 10, ['bug_hunter'], 20),
  u('xiongmao', '熊貓阿圓', 'zh-TW', { email: 'xiongmao@example.com' }, '圓滾滾', 11, ['ten_comments'], 14),
  u('maomi', '貓咪店長', 'zh-TW', { email: 'maomi@example.com' }, '本店只賣可愛', 12, [], 8),
  // Suspended for spam (reports and a block point at this account)
  u('spammer', '싸게팝니다', 'ko', { email: 'cheap-gems@example.com' }, '보석 최저가 판매 DM', null, [], 4, {
    suspended: { reason: '외부 사이트 보석 거래 광고 반복 게시 (운영정책 제5조)', days: 14 },
  }),
];
