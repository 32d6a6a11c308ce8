// Texts of the GHG emission-risk assessment (/ghg-report/count-down, the two-minute assessment) and what its result
// pages (/ghg-report/ket-qua-danh-gia-rui-ro-phat-thai-khi-nha-kinh, /ghg-report/:id/...html) share with it (sectors,
// goods, fuels), vi (base). The result's own texts are in ../ghgResult.
// What only the wizard's later steps and the result read is in ../ghgLater (not in the first load of either page).
const ghg = {
  wizard: {
    title: 'Đánh giá nhanh rủi ro phát thải khí nhà kính trong 2 phút',
    lead: 'Trả lời khoảng 10 câu hỏi về doanh nghiệp, năng lượng sử dụng và hàng xuất khẩu sang EU để biết phát thải Phạm vi 1 và 2, nghĩa vụ kiểm kê theo Nghị định 06 và mức độ ảnh hưởng của CBAM.',
    progressLabel: 'Tiến độ đánh giá',
    stepOf: 'Bước {current} / {total}: {name}',
    steps: {
      company: 'Doanh nghiệp và ngành',
      energy: 'Năng lượng sử dụng',
      cbam: 'Xuất khẩu hàng CBAM',
      review: 'Xem lại',
    },
    next: 'Tiếp tục',
    created: 'Đã có kết quả, đang mở báo cáo…',
    optional: 'Không bắt buộc.',
    perYear: 'Số liệu của một năm gần nhất.',
  },
  company: {
    companyName: 'Tên doanh nghiệp',
    taxCode: 'Mã số thuế',
    taxCodeHint:
      '10 chữ số, hoặc 13 với mã chi nhánh (ví dụ 0101234567-001). Ghi trên báo cáo để nhận diện doanh nghiệp.',
    sector: 'Ngành sản xuất, kinh doanh chính',
    sectorChoose: 'Chọn ngành',
    country: 'Quốc gia của cơ sở',
    countryHint:
      'Quyết định hệ số phát thải lưới điện. Kết luận theo Nghị định 06/2022/NĐ-CP chỉ đưa ra cho cơ sở tại Việt Nam.',
    employees: 'Số lao động',
    revenueVnd: 'Doanh thu năm (VND)',
    revenueHint: 'Ví dụ 250.000.000.000 cho 250 tỷ đồng.',
    previousInventory: 'Doanh nghiệp đã từng kiểm kê khí nhà kính',
    exportMarkets: 'Thị trường xuất khẩu',
    markets: {
      EU: 'Liên minh châu Âu (EU)',
      US: 'Hoa Kỳ',
      JP: 'Nhật Bản',
      OTHER: 'Thị trường khác',
    },
  },
  invalid: {
    required: 'Vui lòng nhập hoặc chọn giá trị này',
    taxCode: 'Mã số thuế gồm 10 chữ số, hoặc 13 với mã chi nhánh (0101234567-001)',
  },
  // The facility countries' names, as domain/ghg-country-names.ts has them (ghg-country.test.ts).
  countries: {
    AU: 'Úc',
    BN: 'Brunei',
    CN: 'Trung Quốc',
    FR: 'Pháp',
    GB: 'Vương quốc Anh',
    HK: 'Hồng Kông',
    ID: 'Indonesia',
    JP: 'Nhật Bản',
    KH: 'Campuchia',
    KR: 'Hàn Quốc',
    LA: 'Lào',
    MM: 'Myanmar',
    MY: 'Malaysia',
    PH: 'Philippines',
    SG: 'Singapore',
    TH: 'Thái Lan',
    US: 'Hoa Kỳ',
    VN: 'Việt Nam',
  },
  sectors: {
    THERMAL_POWER: 'Nhiệt điện',
    IRON_STEEL: 'Sắt thép',
    CEMENT: 'Xi măng',
    ALUMINIUM: 'Nhôm',
    CHEMICALS_FERTILISERS: 'Hoá chất, phân bón',
    OTHER_MANUFACTURING: 'Sản xuất công nghiệp khác',
    FREIGHT_TRANSPORT: 'Vận tải hàng hoá',
    COMMERCIAL_BUILDING: 'Toà nhà thương mại',
    WASTE_TREATMENT: 'Xử lý chất thải',
    AGRICULTURE_FORESTRY: 'Nông nghiệp, lâm nghiệp',
    SERVICES: 'Dịch vụ',
    OTHER: 'Ngành khác',
  },
};

export default ghg;
