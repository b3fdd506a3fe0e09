/**
 * What each list says when it has no rows (src/common/ListEmpty.tsx), by resource, in both languages,
 * at `pages.lists.empty.<resource>`: none yet (and how to add the first), and none matching the
 * filters; `lists` is the app's own for a resource without texts here. Late texts (late.ts): only the
 * list pages show them.
 */
import type { Locale } from './locales';
import type { Messages } from './merge';

interface EmptyTexts {
  none: string;
  hint: string;
  filtered: string;
}

const en = {
  lists: { none: 'Nothing here yet', hint: 'What is added shows here.', filtered: 'Nothing matches these filters' },
  distributor: { none: 'No dealers yet', hint: 'Dealers you add sell stores under you.', filtered: 'No dealers match these filters' },
  staff: {
    none: 'No employees yet',
    hint: 'Employees you add sign in to this back office with accounts of their own.',
    filtered: 'No employees match these filters',
  },
  company: {
    none: 'No brands yet',
    hint: 'A brand holds its stores: add the brand first, then its stores.',
    filtered: 'No brands match these filters',
  },
  store: {
    none: 'No stores yet',
    hint: 'Stores run the POS: add one under a brand, then activate its licence.',
    filtered: 'No stores match these filters',
  },
  sms: {
    none: 'No SMS movements yet',
    hint: 'Recharges and top-ups of SMS balances show here.',
    filtered: 'No SMS movements match these filters',
  },
  audit: { none: 'No activity yet', hint: 'What you and your employees change shows here.', filtered: 'No activity matches these filters' },
  version: {
    none: 'No versions yet',
    hint: 'The POS versions you add are the ones dealers may sell and stores may run.',
    filtered: 'No versions match these filters',
  },
} satisfies Record<string, EmptyTexts>;

const zh: Record<keyof typeof en, EmptyTexts> = {
  lists: { none: '这里还没有记录', hint: '添加的记录会显示在这里。', filtered: '没有符合这些筛选条件的记录' },
  distributor: { none: '还没有经销商', hint: '您添加的经销商在您之下销售门店。', filtered: '没有符合这些筛选条件的经销商' },
  staff: { none: '还没有员工', hint: '您添加的员工用自己的账号登录本后台。', filtered: '没有符合这些筛选条件的员工' },
  company: { none: '还没有品牌', hint: '品牌下设门店：先添加品牌，再添加它的门店。', filtered: '没有符合这些筛选条件的品牌' },
  store: { none: '还没有门店', hint: '门店运行 POS：在品牌下添加门店，然后激活它的授权。', filtered: '没有符合这些筛选条件的门店' },
  sms: { none: '还没有短信记录', hint: '短信余额的充值和划拨会显示在这里。', filtered: '没有符合这些筛选条件的短信记录' },
  audit: { none: '还没有操作记录', hint: '您和员工所做的更改会显示在这里。', filtered: '没有符合这些筛选条件的操作记录' },
  version: { none: '还没有版本', hint: '您添加的 POS 版本可供经销商销售、供门店运行。', filtered: '没有符合这些筛选条件的版本' },
};

const at = (texts: Record<string, EmptyTexts>): Messages => ({ pages: { lists: { empty: texts } } }) as unknown as Messages;

export const LIST_EMPTY: Record<Locale, Messages> = { 'en-US': at(en), 'zh-CN': at(zh) };
