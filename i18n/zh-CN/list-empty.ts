/** 各列表没有记录时的文字（src/common/ListEmpty.tsx）：还没有记录，以及没有符合筛选条件的记录。 */
export default {
  pages: {
    lists: {
      empty: { none: '这里还没有记录', hint: '添加的记录会显示在这里。', filtered: '没有符合这些筛选条件的记录' },
    },
    distributor: {
      empty: { none: '还没有经销商', hint: '您添加的经销商在您之下销售门店。', filtered: '没有符合这些筛选条件的经销商' },
    },
    staff: {
      empty: { none: '还没有员工', hint: '您添加的员工用自己的账号登录本后台。', filtered: '没有符合这些筛选条件的员工' },
    },
    company: {
      empty: { none: '还没有品牌', hint: '品牌下设门店：先添加品牌，再添加它的门店。', filtered: '没有符合这些筛选条件的品牌' },
    },
    store: {
      empty: { none: '还没有门店', hint: '门店运行 POS：在品牌下添加门店，然后激活它的授权。', filtered: '没有符合这些筛选条件的门店' },
    },
    sms: {
      empty: { none: '还没有短信记录', hint: '短信余额的充值和划拨会显示在这里。', filtered: '没有符合这些筛选条件的短信记录' },
    },
    audit: {
      empty: { none: '还没有操作记录', hint: '您和员工所做的更改会显示在这里。', filtered: '没有符合这些筛选条件的操作记录' },
    },
  },
};
