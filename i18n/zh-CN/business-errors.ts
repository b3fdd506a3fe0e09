/**
 * Messages of the error catalogue (docs/api.md) that only a signed-in page can meet: business
 * refusals. The server has every message (i18n/index.ts); the web app shows the server's own `msg`,
 * and only the pages that name one of these (quota, bill numbers) add them, as late texts (i18n/late.ts).
 * errors.ts holds the sign-in and transport ones, which the first screens need.
 */
export default {
  errors: {
    '2009': '旧密码错误',
    '2101': '管理员账号已存在',
    '2102': '品牌管理员账号已存在',
    '2103': '门店名称已存在',
    '2104': '品牌名称已存在',
    '2105': '已存在与门店同名的品牌',
    '2201': '账单功能一旦开启便不能关闭',
    '2202': '账单号格式只能修改一次',
    '2203': '门店数据已清除过',
    '2204': '账单号已用完，无法再发出（按日格式次日重新开始）',
    '2301': '服务器尚未设置 PUBLIC_URL，暂时无法连接其他服务。请联系运营方将其设为打开本系统的地址。',
    '61001': '已购账号数量不足',
    '61002': '短信余额不足',
    '61003': '门店创建已超过两个月，无法操作。',
  },
};
