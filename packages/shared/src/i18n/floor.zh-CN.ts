/** Server messages of the floor area (zh-CN): racks, crafts done, packing, tracking. en-US must have the same keys. */
export const floorZh = {
  entity: { rack: "铁架", box: "包装箱", board: "工程板" },
  rackState: {
    idle: "空闲",
    loaded: "已装架",
    inTransit: "流转中",
    received: "已接收",
    toReturn: "待归还",
  },
  rackAction: {
    generate: "生成",
    load: "装架",
    circulate: "流转",
    receive: "接收",
    cancel: "取消",
    pack: "打包",
    dismantle: "拆架",
    return: "归还",
  },
  stage: { cutting: "切割", reinforcement: "加固", secondProcessing: "二次加工", packing: "包装" },
  boxState: { toPack: "待包装", packing: "包装中", done: "已封箱" },
  boxAction: { add: "装箱", remove: "取出", seal: "封箱", reopen: "重新打开" },
  /** Rack management (docs/api-floor.md "Racks"). */
  rack: {
    refused: "铁架 {{code}} 当前为「{{state}}」，不能{{actionName}}",
    lastStage: "铁架 {{code}} 已在最后一道工序「{{stage}}」，不能流转",
    notAtPacking: "铁架 {{code}} 在「{{stage}}」工序，只有包装工序才能打包",
    unknownCode: "未找到编码为 {{code}} 的铁架",
    boardUnknown: "未找到编码为 {{code}} 的工程板",
    boardNotCut: "工程板 {{code}} 当前为「{{state}}」，尚未切割完成，不能装架",
    boardBroken: "工程板 {{code}} 已报损（{{reason}}），不能装架",
    boardOtherPlane: "工程板 {{code}} 属于平面 {{plane}}，本铁架装的是 {{rackPlane}}",
    boardOnRack: "工程板 {{code}} 已在铁架 {{rack}} 上",
    boardInBox: "工程板 {{code}} 已装入包装箱 {{box}}",
    overMaximum: "铁架 {{code}} 将装载 {{area}} m²，超过最大值 {{max}} m²，不能装架",
  },
};
