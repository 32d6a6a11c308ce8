// Texts of the GHG emission-risk assessment's later steps (energy, CBAM exports, review) and the names of goods and
// fuels, which the result pages show too, vi (base). Not in either page's first load: the route table lists the
// namespace as `later` (src/app/routes.ts), and the parts reading it wait for it (src/app/later-part.tsx). The first
// step's texts are in ../ghg.
const ghgLater = {
  // The later steps' buttons and what only they check (the first step's are in ../ghg: `wizard.next`, `invalid`).
  actions: {
    back: 'Quay lại',
    submit: 'Xem kết quả đánh giá',
    submitting: 'Đang đánh giá…',
  },
  checks: {
    cnCode: 'Mã CN gồm 4, 6 hoặc 8 chữ số',
    gridFactorNeeded: 'Chưa có hệ số lưới điện có nguồn cho quốc gia này: hãy nhập hệ số của bạn (tCO₂/MWh)',
  },
  energy: {
    lead: 'Lượng nhiên liệu và điện tiêu thụ trong năm; bỏ trống loại không dùng.',
    fuelsLegend: 'Nhiên liệu đốt',
    fuels: {
      vehicleDieselLitres: 'Dầu diesel cho xe (lít)',
      vehicleGasolineLitres: 'Xăng cho xe (lít)',
      dieselLitres: 'Dầu diesel (lít)',
      gasolineLitres: 'Xăng (lít)',
      lpgKg: 'Khí hoá lỏng LPG (kg)',
      fuelOilLitres: 'Dầu FO (lít)',
      naturalGasM3: 'Khí thiên nhiên (m³)',
      anthraciteTonnes: 'Than antraxit (tấn)',
      bituminousCoalTonnes: 'Than bitum khác (tấn)',
      biomassTonnes: 'Sinh khối (tấn)',
    },
    stationaryHint: 'Đốt ở thiết bị cố định: máy phát điện, lò hơi.',
    biomassHint: 'CO₂ sinh học không được tính; CH₄ và N₂O của sinh khối được tính vào Phạm vi 1.',
    electricityKwh: 'Điện mua từ lưới (kWh)',
    wasteHandledTonnes: 'Chất thải rắn xử lý (tấn)',
    wasteHint: 'Chỉ dành cho cơ sở xử lý chất thải.',
    ownGridFactor: 'Hệ số phát thải lưới điện của bạn (tCO₂/MWh)',
    ownGridFactorHint:
      'Không bắt buộc: để trống để dùng hệ số có nguồn của {country}. Nếu nhập, kết quả ghi rõ đây là hệ số của bạn.',
    ownGridFactorNeeded:
      'Chưa có hệ số lưới điện có nguồn cho {country}: nếu có dùng điện lưới, hãy nhập hệ số của chính doanh nghiệp (ví dụ từ cơ quan năng lượng hoặc nhà cung cấp điện). Kết quả sẽ ghi rõ đây là hệ số của bạn.',
    gwpSet: 'Bộ hệ số tiềm năng nóng lên toàn cầu (GWP)',
    gwpSets: {
      AR5: 'AR5 (IPCC 2014; mặc định, như báo cáo theo UNFCCC)',
      AR6: 'AR6 (IPCC 2021)',
    },
  },
  cbam: {
    lead: 'Hàng thuộc CBAM (sắt thép, nhôm, phân bón, xi măng, điện, hydro) xuất khẩu sang EU mỗi năm. Không xuất khẩu thì chuyển sang bước tiếp theo.',
    item: 'Mặt hàng {n}',
    goodsGroup: 'Nhóm hàng',
    goodsChoose: 'Chọn nhóm hàng',
    cnCode: 'Mã CN',
    cnCodeHint:
      '4, 6, 8 hoặc 10 chữ số, ví dụ 7208 hoặc 2523100090 (clinker xám). Mã này chọn giá trị mặc định cho hàng từ Việt Nam; thiếu mã thì phần lớn hàng hóa không tính được chi phí.',
    quantity: 'Khối lượng xuất sang EU mỗi năm (tấn; điện: MWh)',
    verifiedData: 'Có số liệu phát thải thực tế đã được thẩm tra',
    verifiedSee: 'Phát thải nội hàm thực tế (tCO₂e/tấn)',
    verifiedSeeHint: 'Số liệu đã kiểm chứng thay cho giá trị mặc định và phần cộng thêm (mark-up) của nó.',
    add: 'Thêm mặt hàng',
    remove: 'Xoá mặt hàng {n}',
    none: 'Chưa có mặt hàng nào: doanh nghiệp không xuất khẩu hàng CBAM sang EU.',
  },
  review: {
    lead: 'Kiểm tra lại thông tin trước khi xem kết quả.',
    yes: 'Có',
    no: 'Không',
    notGiven: 'Không nhập',
    ownGridFactorNotGiven: 'Hệ số có nguồn của quốc gia',
    noneExported: 'Không xuất khẩu hàng CBAM',
  },
  goods: {
    IRON_STEEL: 'Sắt thép',
    ALUMINIUM: 'Nhôm',
    FERTILISERS: 'Phân bón',
    CEMENT: 'Xi măng',
    ELECTRICITY: 'Điện',
    HYDROGEN: 'Hydro',
  },
  fuelNames: {
    VEHICLE_DIESEL: 'Dầu diesel cho xe',
    VEHICLE_GASOLINE: 'Xăng cho xe',
    DIESEL: 'Dầu diesel',
    GASOLINE: 'Xăng',
    LPG: 'LPG',
    FUEL_OIL: 'Dầu FO',
    NATURAL_GAS: 'Khí thiên nhiên',
    ANTHRACITE: 'Than antraxit',
    BITUMINOUS_COAL: 'Than bitum khác',
    BIOMASS: 'Sinh khối rắn',
  },
};

export default ghgLater;
