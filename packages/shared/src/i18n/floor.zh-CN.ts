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
  scan: { unknownCode: "没有找到条码 {{code}} 对应的铁架、工程板、箱子或大板" },
};
