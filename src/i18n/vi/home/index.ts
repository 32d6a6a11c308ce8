// Texts of the home page (/), vi (base). A namespace of its own: the other pages do not load them.
const home = {
  joinCompanies: 'Tham gia cùng {count}+ doanh nghiệp',
  latest: {
    title: 'Bài viết mới',
    all: 'Xem tất cả bài viết',
  },
  hero: {
    eyebrow: 'Nghị định 06/2022/NĐ-CP · CBAM · ESG',
    title: 'Kiểm kê khí nhà kính, báo cáo CBAM và ESG trên cùng một nền tảng',
    lead: 'Thu thập số liệu hoạt động một lần, tính phát thải theo phương pháp IPCC, rồi lập báo cáo kiểm kê cho cơ quan quản lý, dữ liệu phát thải nội hàm cho khách hàng EU và báo cáo ESG cho nhà đầu tư.',
    signUp: 'Tạo tài khoản',
    solutions: 'Xem các giải pháp',
    contactSales: 'Trao đổi với chuyên gia',
  },
  dates: {
    title: 'Các mốc cần chuẩn bị',
    activityData: 'Hằng năm, trước 31/3: gửi số liệu hoạt động năm trước cho bộ quản lý lĩnh vực.',
    activityDataSource: 'Nghị định 06/2022/NĐ-CP, Điều 11',
    cbamDefinitive: 'Từ 01/01/2026: CBAM bước vào giai đoạn chính thức.',
    cbamDefinitiveSource: 'Quy định (EU) 2023/956',
    cbamDeclaration: 'Trước 30/9/2027: tờ khai CBAM đầu tiên cho hàng nhập vào EU năm 2026.',
    cbamDeclarationSource: 'Quy định (EU) 2025/2083',
  },
  offer: {
    title: 'Bạn cần báo cáo gì, chúng tôi đã chuẩn bị',
    inventory: {
      title: 'Kiểm kê khí nhà kính theo Nghị định 06',
      body: 'Xác định ranh giới cơ sở theo TCVN ISO 14064-1:2011, tính phát thải phạm vi 1 và 2, lập báo cáo kiểm kê cấp cơ sở theo Mẫu 06.',
      fact: 'Quyết định 13/2024/QĐ-TTg liệt kê 2.166 cơ sở thuộc 6 lĩnh vực phải kiểm kê khí nhà kính.',
      link: 'Dịch vụ kiểm kê khí nhà kính',
    },
    cbam: {
      title: 'Báo cáo CBAM cho doanh nghiệp xuất khẩu',
      body: 'Tính phát thải nội hàm cho sắt thép, nhôm, phân bón, xi măng, điện và hydro xuất sang EU, và chuẩn bị số liệu để khách hàng EU khai báo.',
      fact: 'Khi thiếu số liệu đã thẩm định, giá trị mặc định được cộng thêm 10% năm 2026, 20% năm 2027 và 30% từ năm 2028.',
      link: 'Dịch vụ báo cáo CBAM',
    },
    esg: {
      title: 'Báo cáo ESG',
      body: 'Dùng lại số liệu kiểm kê cho phần môi trường của báo cáo ESG, kèm các chỉ tiêu xã hội và quản trị mà nhà đầu tư, ngân hàng hỏi đến.',
      fact: 'Một bộ số liệu, nhiều báo cáo: không nhập lại cùng một con số.',
      link: 'Dịch vụ báo cáo ESG',
    },
    academy: {
      title: 'Học viện',
      body: 'Các khoá học theo chương và bài về kiểm kê khí nhà kính, CBAM và ESG cho đội ngũ của bạn.',
      fact: 'Hoàn thành khoá học và gửi yêu cầu để nhận chứng chỉ hoàn thành ngay.',
      link: 'Vào học viện',
    },
  },
  steps: {
    title: 'Cách làm việc',
    assess: {
      title: 'Đánh giá nhanh',
      body: 'Trả lời vài câu hỏi về nhiên liệu, điện năng và hàng xuất khẩu để biết doanh nghiệp có thuộc diện phải kiểm kê hay chịu CBAM không.',
    },
    collect: {
      title: 'Thu thập số liệu',
      body: 'Mời đồng nghiệp vào không gian làm việc của doanh nghiệp và nhập số liệu hoạt động theo từng cơ sở.',
    },
    calculate: {
      title: 'Tính toán',
      body: 'Hệ số nhiên liệu theo IPCC 2006; điện lưới dùng hệ số 0,6592 tCO2/MWh năm 2023 của Cục Biến đổi khí hậu, có thể điều chỉnh.',
    },
    report: {
      title: 'Lập báo cáo',
      body: 'Xuất báo cáo kiểm kê cơ sở, số liệu phát thải nội hàm cho CBAM và phần môi trường của báo cáo ESG.',
    },
  },
  facts: {
    title: 'Vài con số đáng chú ý',
    facilities: '2.166',
    facilitiesLabel: 'cơ sở phải kiểm kê khí nhà kính',
    facilitiesSource: 'Quyết định 13/2024/QĐ-TTg',
    gridFactor: '0,6592',
    gridFactorLabel: 'tCO2/MWh: hệ số phát thải lưới điện Việt Nam năm 2023',
    gridFactorSource: 'Cục Biến đổi khí hậu',
    cbamGoods: '6',
    cbamGoodsLabel: 'nhóm hàng chịu CBAM: sắt thép, nhôm, phân bón, xi măng, điện, hydro',
    cbamGoodsSource: 'Quy định (EU) 2023/956, Phụ lục I',
    sourcePrefix: 'Nguồn:',
  },
  closing: {
    title: 'Bắt đầu kiểm kê khí nhà kính cho doanh nghiệp của bạn',
    body: 'Tạo tài khoản để mở không gian làm việc, hoặc để lại thông tin để chuyên gia của chúng tôi liên hệ.',
    signUp: 'Tạo tài khoản',
    contactSales: 'Liên hệ tư vấn',
  },
};

export default home;
