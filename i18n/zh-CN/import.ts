/** 从表格导入门店和员工：文件的拒绝原因、各行的提示、模板和导入页面。 */
export default {
  import: {
    field: { licence_years: '授权年数' },
    template_name: '%{name}导入模板',
    file: {
      empty: '文件是空的',
      type: '文件不是表格：请上传 xlsx 或 csv 文件',
      renamed: '文件名为 .%{ext}，内容却是另一种格式：请在表格软件中另存为 xlsx 或 csv',
      unreadable: '无法读取该表格：请另存为 xlsx 或 csv 后重新上传',
      too_many_rows: '文件超过 %{max} 行：请拆分为多个文件',
      header: '第一行必须是模板的表头；缺少列：%{columns}',
      no_rows: '文件只有表头，没有数据行',
      no_valid_rows: '文件中没有可导入的行：请修正错误后重新上传',
    },
    formula: '该单元格是公式（%{text}）：公式不会被计算，请直接填写值',
    not_a_choice: '请从列表中选择',
    unknown: {
      company_name: '%{dealer} 下没有名为“%{name}”的品牌',
      country: '没有国家“%{name}”：请填写代码（ID、TR、MY、PH）或名称',
      version_name: '没有名为“%{name}”的版本',
    },
    version_not_offered: '版本“%{name}”未向该经销商的门店开放',
    brand_disabled: '品牌“%{name}”已禁用，不能新增门店',
    country_of_brand: '经销商的门店须与其品牌在同一国家（%{country}）',
    role_not_assignable: '您不能授予该角色',
    row_error: '第 %{row} 行，%{column}：%{message}',
    example: {
      company_name: '您的品牌',
      store_name: '示例门店 苏迪曼路店',
      address: '雅加达苏迪曼路 1 号',
      contact_name: '张伟',
      password: 'Change-me-123',
    },
  },
  audit: {
    field: { file: '文件', rows: '行数', created: '已创建', left_out: '未导入', accounts: '使用账号数' },
  },
};
