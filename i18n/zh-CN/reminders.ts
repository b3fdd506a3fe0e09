/** 提醒：铃铛面板、提醒设置对话框和每日摘要邮件（延迟加载文本，i18n/late.ts）。 */
export default {
  app: {
    reminders: {
      title: '提醒',
      empty: '暂无提醒。',
      mark_all_read: '全部标为已读',
      mark_read: '标为已读',
      more: '另有 %{count} 家',
      expiring: '%{count} 个授权将于 %{day} 到期（%{window} 天内）',
      expired: '%{count} 个授权已于 %{day} 到期',
      quota_low: '%{org}：剩余账号 %{balance} 个，低于 %{threshold}',
      sms_low: '%{org}：短信余额 %{balance}，低于 %{threshold}',
      open_list: '在门店列表中查看',
      settings: {
        title: '提醒设置',
        dealer: '本经销商',
        quota_threshold: '未用账号低于此数时提醒',
        sms_threshold: '短信余额低于此数时提醒',
        threshold_hint: '0：不提醒',
        digest_time: '每日摘要发送时间（%{timezone}）',
        digest: '每天给我发送这些提醒的邮件摘要',
        digest_hint: '以本页面的语言发送到 %{email}，每天 %{time}（%{timezone}）。',
        no_email: '您的账号没有邮箱地址：添加后才能收到摘要。',
        unavailable: '本服务器未设置邮件：运营方尚未配置邮件服务器，因此不会发送摘要。',
        save: '保存',
        saved: '提醒设置已保存',
      },
      email: {
        subject: '%{org} 的提醒，%{day}',
        greeting: '%{name}，您好：',
        intro: '您 %{day} 的提醒：',
        none: '今天没有需要提醒的事项。',
        footer: '您收到此邮件是因为您在个人资料中选择了每日摘要（提醒设置）。',
      },
    },
  },
};
