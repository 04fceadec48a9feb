/** Server messages of the machine area (zh-CN): device reports, cutting data. en-US must have the same keys. */
export const machineZh = {
  /** Cutting data (docs/api-machine.md "Cutting data"). */
  cuttingData: {
    badRange: "结束日期不能早于开始日期",
    exportExpired: "导出文件已过期或尚未完成，请重新导出",
    fileName: "切割数据",
  },
  /** Headings of the cutting-data export. */
  export: {
    sheet: "切割数据",
    startedAt: "开始时间",
    endedAt: "结束时间",
    receivedAt: "接收时间",
    device: "设备",
    table: "台面",
    kind: "类型",
    status: "状态",
    barcode: "板材条码",
    blockNo: "荒料号",
    bundleNo: "扎号",
    slabNo: "板号",
    stone: "石种",
    projectNo: "项目编号",
    projectName: "项目名称",
    operator: "操作员",
    staffNo: "工号",
    metres: "切割米数 (m)",
    area: "切割面积 (m²)",
    slabs: "消耗板材 (片)",
    kindStart: "开始",
    kindEnd: "结束",
    kindCut: "切割",
    statusOk: "正常",
    statusAborted: "中止",
  },
  /** A device record refused (docs/api-machine.md "Device reports"). */
  record: {
    noRecordId: "记录缺少编号（recordId）",
    badKind: "记录类型只能是 start、end 或 cut",
    badTable: "台面只能是 A 或 B",
    badTime: "时间格式不正确，需带时区的 ISO 8601 时间",
    endBeforeStart: "结束时间早于开始时间",
    badValue: "记录中有无法保存的值（如不存在的日期）",
    slabNotFound: "大板 {{code}} 不存在",
    notOnTable: "大板 {{code}} 不在本机的 {{table}} 台面上待切割，不能开始切割",
    alreadyDone: "大板 {{code}} 已切割完成，不能再开始切割",
    notOnMachine: "大板 {{code}} 不在本机的 {{table}} 台面上，不能标记切割完成",
    future: "时间晚于收到时间超过 {{minutes}} 分钟（机器时钟超前或发送了未来的数据）",
    beforePick: "记录开始时间早于大板 {{code}} 的领料时间（{{picked}}）",
    areaBeyondSlab: "切割面积 {{area}} m² 超过大板 {{code}} 剩余面积 {{left}} m²",
  },
  /** A report refused as a whole (docs/api-machine.md "Device reports"). */
  report: {
    badKey: "设备密钥缺失、未知或已撤销：请重新关联设备以获取新密钥",
    notJson: "报告不是 JSON",
    wrongDevice: "密钥不属于主题中的设备 {{code}}",
  },
};
