// Content of the main-business catalogue (spec 02 §3): the industries and classes the spec names,
// each class split into groups of items, and the three-level materials catalogue with the top
// levels the spec lists. Every name is 'Chinese|English'; an item may carry its included materials
// after a second and third bar ('name|Name|材料、材料|material, material'). The seed appends 'other'
// as the last item of every group, so it is not written here.

/** A group: its name first, then its items. */
export type Group = readonly string[];
export interface CatalogueClass {
  name: string;
  groups: readonly Group[];
}
export interface Industry {
  code: string;
  name: string;
  classes: readonly CatalogueClass[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    code: 'TP',
    name: '火电备件|Thermal power spares',
    classes: [
      { name: '汽轮机|Steam turbine', groups: [
        ['汽轮机本体|Turbine body', '动叶片|Moving blades|动叶片、叶根销、围带|moving blades, root pins, shrouds', '静叶片及隔板|Stationary blades and diaphragms', '汽封|Steam seals|汽封环、汽封块、弹簧片|seal rings, seal segments, spring strips'],
        ['调节保安系统|Governing and protection system', '主汽门|Main stop valves', '调节阀|Control valves', '电液伺服阀|Electro-hydraulic servo valves'],
      ] },
      { name: '锅炉|Boiler', groups: [
        ['受热面|Heating surfaces', '水冷壁管|Water-wall tubes|水冷壁管、鳍片管、弯头|water-wall tubes, finned tubes, bends', '过热器管|Superheater tubes', '省煤器管|Economiser tubes'],
        ['燃烧设备|Combustion equipment', '燃烧器|Burners|燃烧器喷口、风门、点火枪|burner nozzles, air registers, ignition guns', '磨煤机磨辊|Coal mill rollers', '给煤机|Coal feeders'],
      ] },
      { name: '电气|Electrical', groups: [
        ['发电机|Generator', '碳刷|Carbon brushes', '定子线棒|Stator bars', '励磁装置|Excitation units'],
        ['开关设备|Switchgear', '断路器|Circuit breakers|真空断路器、SF6断路器、操作机构|vacuum breakers, SF6 breakers, operating mechanisms', '隔离开关|Disconnectors', '互感器|Instrument transformers'],
      ] },
      { name: '热控|Thermal control', groups: [
        ['DCS系统|DCS', 'DCS卡件|DCS I/O cards', '控制器|Controllers', '操作员站|Operator stations'],
        ['现场仪表|Field instruments', '压力变送器|Pressure transmitters', '热电偶|Thermocouples|热电偶、热电阻、保护套管|thermocouples, RTDs, thermowells', '执行机构|Actuators'],
      ] },
      { name: '除灰脱硫脱硝|Ash handling, desulfurization and denitrification', groups: [
        ['除灰系统|Ash handling', '仓泵|Ash conveying pumps', '电除尘极板|ESP collecting plates', '除尘布袋|Filter bags|滤袋、袋笼、脉冲阀|filter bags, bag cages, pulse valves'],
        ['脱硫脱硝设备|FGD and SCR equipment', '浆液循环泵|Slurry recirculation pumps', '喷淋层喷嘴|Spray nozzles', '脱硝催化剂|SCR catalyst modules'],
      ] },
      { name: '燃料|Fuel', groups: [
        ['输煤系统|Coal handling', '输送带|Conveyor belts', '托辊|Idlers', '碎煤机锤头|Crusher hammers'],
        ['燃油系统|Fuel oil system', '油枪|Oil guns', '燃油泵|Fuel oil pumps', '滤油器|Oil filters'],
      ] },
      { name: '燃机|Gas turbine', groups: [
        ['热通道部件|Hot-gas-path parts', '燃烧室火焰筒|Combustor liners', '透平叶片|Turbine blades', '过渡段|Transition pieces'],
        ['燃机辅机|Gas turbine auxiliaries', '进气滤芯|Inlet filter cartridges', '燃料阀|Fuel gas valves', '点火器|Igniters'],
      ] },
      { name: '余热锅炉|Waste-heat boiler', groups: [
        ['受热模块|Heat-exchange modules', '蒸发器模块|Evaporator modules', '翅片管|Finned tubes', '集箱|Headers'],
        ['余热锅炉附件|HRSG fittings', '烟气挡板|Flue gas dampers', '膨胀节|Expansion joints', '安全阀|Safety valves'],
      ] },
      { name: '燃机发电机|Gas turbine generator', groups: [
        ['发电机本体|Generator body', '转子护环|Rotor retaining rings', '氢冷却器|Hydrogen coolers', '发电机轴承|Generator bearings'],
        ['静态启动装置|Static start system', 'SFC变频器|SFC converters', '启动变压器|Start-up transformers', '控制板卡|Control boards'],
      ] },
      { name: '溴化锂机组|Lithium bromide units', groups: [
        ['机组本体|Unit body', '吸收器|Absorbers', '发生器|Generators', '溶液泵|Solution pumps'],
        ['机组耗材|Unit consumables', '溴化锂溶液|Lithium bromide solution', '缓蚀剂|Corrosion inhibitors', '真空泵油|Vacuum pump oil'],
      ] },
      { name: '消耗品|Consumables', groups: [
        ['润滑油脂|Lubricants', '汽轮机油|Turbine oil', '抗燃油|Fire-resistant oil', '润滑脂|Grease'],
        ['密封与垫片|Seals and gaskets', '金属缠绕垫|Spiral wound gaskets', '盘根|Packing', 'O型圈|O-rings'],
      ] },
      { name: '通用件|General parts', groups: [
        ['阀门|Valves', '闸阀|Gate valves', '截止阀|Globe valves', '止回阀|Check valves'],
        ['泵|Pumps', '离心泵|Centrifugal pumps', '计量泵|Metering pumps', '潜水泵|Submersible pumps'],
        ['轴承|Bearings', '滚动轴承|Rolling bearings', '滑动轴承|Sleeve bearings', '轴承座|Bearing housings'],
      ] },
      { name: '特殊订货|Special-order items', groups: [
        ['进口备件|Imported spares', '进口阀门|Imported valves', '进口仪表|Imported instruments', '进口电气元件|Imported electrical components'],
        ['非标件|Non-standard parts', '非标加工件|Custom machined parts', '测绘加工件|Reverse-engineered parts', '铸锻件|Castings and forgings'],
      ] },
    ],
  },
  {
    code: 'EP',
    name: '环保|Environmental',
    classes: [
      { name: '水处理|Water treatment', groups: [
        ['膜处理|Membrane treatment', '反渗透膜|RO membranes', '超滤膜|UF membranes', '膜清洗装置|Membrane cleaning units'],
        ['化学加药|Chemical dosing', '加药装置|Dosing skids', '离子交换树脂|Ion-exchange resin', '除氧器填料|Deaerator packing'],
      ] },
      { name: '大气治理|Air pollution control', groups: [
        ['除尘设备|Dust removal', '电除尘器|Electrostatic precipitators', '袋式除尘器|Bag filters', '湿式除尘器|Wet scrubbers'],
        ['在线监测|Online monitoring', 'CEMS分析仪|CEMS analysers', '采样探头|Sampling probes', '标准气体|Calibration gas'],
      ] },
      { name: '固废处理|Solid waste', groups: [
        ['污泥处理|Sludge treatment', '污泥脱水机|Sludge dewatering machines', '污泥干化机|Sludge dryers', '螺旋输送机|Screw conveyors'],
      ] },
    ],
  },
  {
    code: 'PV',
    name: '光伏|Photovoltaic',
    classes: [
      { name: '组件|Modules', groups: [
        ['光伏组件|PV modules', '单晶组件|Monocrystalline modules', '双面组件|Bifacial modules', '薄膜组件|Thin-film modules'],
        ['接线与连接|Wiring and connection', '光伏电缆|PV cables', 'MC4连接器|MC4 connectors', '汇流箱|Combiner boxes'],
      ] },
      { name: '逆变与升压|Inverters and step-up', groups: [
        ['逆变器|Inverters', '组串式逆变器|String inverters', '集中式逆变器|Central inverters', '逆变器功率模块|Inverter power modules'],
        ['箱变|Box transformers', '箱式变压器|Pad-mounted transformers', '环网柜|Ring main units', '避雷器|Surge arresters'],
      ] },
      { name: '支架|Mounting', groups: [
        ['固定支架|Fixed mounting', '支架型钢|Mounting steel', '紧固件|Fasteners', '地桩|Ground screws'],
        ['跟踪支架|Tracking mounting', '跟踪控制器|Tracker controllers', '回转减速机|Slewing drives', '推杆电机|Linear actuators'],
      ] },
    ],
  },
  {
    code: 'WP',
    name: '风电|Wind',
    classes: [
      { name: '机组|Turbine', groups: [
        ['传动链|Drive train', '主轴承|Main bearings', '齿轮箱|Gearboxes|齿轮箱、行星轮、齿轮油泵|gearboxes, planet gears, gear oil pumps', '联轴器|Couplings'],
        ['变桨偏航|Pitch and yaw', '变桨电机|Pitch motors', '偏航减速机|Yaw drives', '变桨轴承|Pitch bearings'],
      ] },
      { name: '电气|Electrical', groups: [
        ['变流器|Converters', '变流器功率模块|Converter power modules', '滤波电容|Filter capacitors', '主控板|Main control boards'],
      ] },
      { name: '塔筒与基础|Tower and foundation', groups: [
        ['塔筒附件|Tower fittings', '塔筒法兰|Tower flanges', '高强螺栓|High-strength bolts', '爬梯与平台|Ladders and platforms'],
      ] },
    ],
  },
  {
    code: 'HY',
    name: '水电|Hydro',
    classes: [
      { name: '水轮机|Hydro turbine', groups: [
        ['转轮与导水机构|Runner and guide apparatus', '转轮|Runners', '导叶|Guide vanes', '主轴密封|Shaft seals'],
        ['调速器|Governors', '调速器电气柜|Governor cabinets', '主配压阀|Main distributing valves', '油压装置|Pressure oil units'],
      ] },
      { name: '闸门启闭|Gates and hoists', groups: [
        ['闸门|Gates', '平板闸门|Plate gates', '弧形闸门|Radial gates', '止水橡皮|Rubber seals'],
        ['启闭机|Hoists', '液压启闭机|Hydraulic hoists', '卷扬启闭机|Winch hoists', '钢丝绳|Wire ropes'],
      ] },
    ],
  },
  {
    code: 'GS',
    name: '燃气|Gas',
    classes: [
      { name: '城市燃气|Urban gas', groups: [
        ['管网|Pipe network', 'PE燃气管|PE gas pipes', '调压箱|Pressure regulating boxes', '燃气表|Gas meters'],
      ] },
      { name: 'CNG|CNG', groups: [
        ['加气站设备|Filling station equipment', 'CNG压缩机|CNG compressors', '加气机|Dispensers', '储气井|Storage wells'],
      ] },
      { name: 'LNG|LNG', groups: [
        ['低温设备|Cryogenic equipment', 'LNG储罐|LNG storage tanks', '空温式气化器|Ambient vaporisers', '低温阀门|Cryogenic valves'],
      ] },
      { name: '炉具|Furnaces', groups: [
        ['燃气设备|Gas appliances', '燃气锅炉|Gas-fired boilers', '燃烧机|Burners', '工业炉窑|Industrial kilns'],
      ] },
      { name: '特殊订货|Special orders', groups: [
        ['定制设备|Custom-built equipment', '非标容器|Custom pressure vessels', '撬装设备|Skid-mounted units', '进口燃气设备|Imported gas equipment'],
      ] },
    ],
  },
];

/** The materials catalogue: top level, then groups of items (three levels in all). */
export const MATERIALS: readonly { code: string; name: string; groups: readonly Group[] }[] = [
  { code: 'M01', name: '水处理材料|Water-treatment materials', groups: [
    ['水处理药剂|Water-treatment chemicals', '聚合氯化铝|Polyaluminium chloride', '阻垢剂|Scale inhibitor', '杀菌剂|Biocide'],
    ['过滤材料|Filter media', '石英砂|Quartz sand', '活性炭|Activated carbon', '保安滤芯|Cartridge filters'],
  ] },
  { code: 'M02', name: '脱硫脱硝剂|Desulfurisation and denitrification agents', groups: [
    ['脱硫剂|Desulfurisation agents', '石灰石粉|Limestone powder', '生石灰|Quicklime', '脱硫增效剂|FGD additive'],
    ['脱硝剂|Denitrification agents', '液氨|Liquid ammonia', '尿素|Urea', '氨水|Ammonia water'],
  ] },
  { code: 'M03', name: '油品|Petroleum products', groups: [
    ['燃料油品|Fuels', '柴油|Diesel', '燃料油|Heavy fuel oil', '汽油|Petrol'],
    ['润滑油品|Lubricating oils', '液压油|Hydraulic oil', '齿轮油|Gear oil', '变压器油|Transformer oil'],
  ] },
  { code: 'M04', name: '金属材料|Metals', groups: [
    ['钢材|Steel', '钢板|Steel plate', '无缝钢管|Seamless steel pipe', '角钢|Angle steel'],
    ['有色金属|Non-ferrous metals', '铜排|Copper busbar', '铝板|Aluminium sheet', '焊丝|Welding wire'],
  ] },
  { code: 'M05', name: '化工建材|Chemicals and building materials', groups: [
    ['化工原料|Chemical raw materials', '盐酸|Hydrochloric acid', '烧碱|Caustic soda', '次氯酸钠|Sodium hypochlorite'],
    ['建筑材料|Building materials', '水泥|Cement', '耐火材料|Refractory material', '保温材料|Insulation material'],
  ] },
  { code: 'M06', name: '机械|Machinery', groups: [
    ['起重设备|Lifting equipment', '电动葫芦|Electric hoists', '桥式起重机|Overhead cranes', '千斤顶|Jacks'],
    ['传动件|Transmission parts', '减速机|Gear reducers', '联轴器|Couplings', '链条|Chains'],
  ] },
  { code: 'M07', name: '电气产品|Electrical products', groups: [
    ['电线电缆|Wires and cables', '电力电缆|Power cable', '控制电缆|Control cable', '电缆桥架|Cable trays'],
    ['低压电器|Low-voltage apparatus', '接触器|Contactors', '微型断路器|Miniature circuit breakers', '继电器|Relays'],
  ] },
  { code: 'M08', name: '仪器仪表|Instruments', groups: [
    ['分析仪表|Analysers', 'pH计|pH meters', '电导率仪|Conductivity meters', '溶氧仪|Dissolved-oxygen analysers'],
    ['检测仪器|Test instruments', '测振仪|Vibration meters', '红外热像仪|Thermal imagers', '万用表|Multimeters'],
  ] },
  { code: 'M09', name: '工具|Tools', groups: [
    ['电动工具|Power tools', '电钻|Electric drills', '角磨机|Angle grinders', '电动扳手|Impact wrenches'],
    ['手动工具|Hand tools', '扳手|Spanners', '螺丝刀|Screwdrivers', '管钳|Pipe wrenches'],
  ] },
  { code: 'M10', name: '办公劳保|Office and labour-protection goods', groups: [
    ['办公用品|Office supplies', '打印纸|Printing paper', '硒鼓|Toner cartridges', '文件夹|Folders'],
    ['劳保用品|Protective equipment', '安全帽|Safety helmets', '防护手套|Protective gloves', '工作服|Work clothes'],
  ] },
  { code: 'M11', name: '暖通|HVAC', groups: [
    ['空调设备|Air-conditioning equipment', '空调机组|Air-handling units', '冷却塔|Cooling towers', '风机盘管|Fan coil units'],
    ['通风设备|Ventilation equipment', '轴流风机|Axial fans', '风阀|Air dampers', '风管|Air ducts'],
  ] },
  { code: 'M12', name: '信息技术|IT', groups: [
    ['计算机设备|Computer equipment', '服务器|Servers', '网络交换机|Network switches', '台式计算机|Desktop computers'],
    ['软件|Software', '操作系统|Operating systems', '数据库软件|Database software', '安全软件|Security software'],
  ] },
  { code: 'M13', name: '消防|Fire-fighting', groups: [
    ['消防器材|Fire equipment', '灭火器|Fire extinguishers', '消防水带|Fire hoses', '室内消火栓|Indoor hydrants'],
    ['火灾报警|Fire alarms', '感烟探测器|Smoke detectors', '报警控制器|Alarm control panels', '手动报警按钮|Manual call points'],
  ] },
  { code: 'M14', name: '电气、水处理及汽机备件|Electrical, water-treatment and steam-turbine spare parts', groups: [
    ['电气备件|Electrical spares', '继电保护装置|Protection relays', '电机备件|Motor spares', '变频器备件|VFD spares'],
    ['水处理备件|Water-treatment spares', '高压泵|High-pressure pumps', '膜壳|Membrane housings', '加药泵|Dosing pumps'],
    ['汽机备件|Steam-turbine spares', '轴瓦|Bearing shells', '油封|Oil seals', '滤网|Strainers'],
  ] },
];
