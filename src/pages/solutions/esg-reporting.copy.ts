// Copy of /solutions/dich-vu-bao-cao-esg. Kept modest: the environmental figures come from the inventory (shared
// ghg-reference: grid factor, intensity context from tapchimoitruong.vn); frameworks are named, not promised.
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const esgReportingCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'ESG',
    title: 'Dịch vụ báo cáo ESG',
    lead: 'Báo cáo môi trường, xã hội và quản trị (ESG) dựa trên số liệu có nguồn gốc rõ ràng: phần môi trường dùng lại số liệu kiểm kê khí nhà kính, phần xã hội và quản trị theo khung mà nhà đầu tư, ngân hàng hoặc khách hàng của bạn yêu cầu.',
    sections: [
      {
        id: 'why',
        title: 'Ai hỏi đến ESG',
        blocks: [
          {
            list: [
              'Nhà đầu tư và ngân hàng, khi xem xét cấp vốn hoặc tín dụng.',
              'Khách hàng quốc tế, khi đánh giá nhà cung cấp về phát thải và điều kiện lao động.',
              'Công ty đại chúng, vốn phải công bố thông tin về môi trường và xã hội trong báo cáo thường niên theo Thông tư 96/2020/TT-BTC.',
            ],
          },
        ],
        source: 'Thông tư 96/2020/TT-BTC hướng dẫn công bố thông tin trên thị trường chứng khoán.',
      },
      {
        id: 'environment',
        title: 'Phần môi trường: từ số liệu kiểm kê',
        blocks: [
          'Phát thải phạm vi 1 và 2, tiêu thụ năng lượng và cường độ phát thải được lấy từ cùng bộ số liệu dùng cho báo cáo kiểm kê theo Nghị định 06/2022/NĐ-CP, nên các báo cáo không mâu thuẫn nhau.',
          'Cường độ phát thải thường được tính theo doanh thu (tCO2e trên một tỷ đồng) hoặc theo sản lượng. Để tham khảo, năm 2018 mức trung bình của nền kinh tế Việt Nam là khoảng 71,4 tCO2e trên một tỷ đồng.',
        ],
        source: 'Nghị định 06/2022/NĐ-CP; Tạp chí Môi trường (cường độ phát thải năm 2018).',
      },
      {
        id: 'delivers',
        title: 'Dịch vụ bao gồm',
        blocks: [
          {
            ordered: true,
            list: [
              'Xác định người đọc báo cáo và khung báo cáo phù hợp, ví dụ GRI Standards hoặc IFRS S1/S2, hoặc bộ câu hỏi riêng của khách hàng.',
              'Đánh giá khoảng trống: chỉ tiêu nào đã có số liệu, chỉ tiêu nào cần thu thập thêm.',
              'Thu thập và kiểm tra số liệu môi trường, xã hội (lao động, an toàn, cộng đồng) và quản trị (cơ cấu quản trị, chính sách, tuân thủ).',
              'Soạn báo cáo ESG bằng tiếng Việt và tiếng Anh, ghi rõ nguồn và phương pháp của từng chỉ tiêu.',
              'Kế hoạch cải thiện số liệu cho kỳ báo cáo sau.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        title: 'Nguyên tắc của chúng tôi',
        blocks: [
          {
            list: [
              'Mỗi con số có nguồn và phương pháp; ước tính được ghi rõ là ước tính.',
              'Không đưa ra cam kết mà doanh nghiệp chưa có kế hoạch thực hiện.',
              'Một bộ số liệu cho kiểm kê, CBAM và ESG: không nhập lại cùng một con số ở nhiều nơi.',
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'ESG',
    title: 'ESG reporting service',
    lead: 'Environmental, social and governance (ESG) reports built on data with a clear origin: the environmental part reuses your greenhouse-gas inventory data; the social and governance parts follow the framework your investors, banks or customers ask for.',
    sections: [
      {
        id: 'why',
        title: 'Who asks about ESG',
        blocks: [
          {
            list: [
              'Investors and banks, when they consider funding or credit.',
              'International customers, when they assess suppliers on emissions and working conditions.',
              'Public companies, which must disclose environmental and social information in their annual report under Circular 96/2020/TT-BTC.',
            ],
          },
        ],
        source: 'Circular 96/2020/TT-BTC on information disclosure on the securities market.',
      },
      {
        id: 'environment',
        title: 'The environmental part: from your inventory data',
        blocks: [
          'Scope 1 and 2 emissions, energy use and emission intensity come from the same data used for the inventory report under Decree 06/2022/ND-CP, so the reports do not contradict each other.',
          "Emission intensity is usually given per unit of revenue (tCO2e per VND billion) or per unit of output. For reference, the average for Vietnam's economy in 2018 was about 71.4 tCO2e per VND billion.",
        ],
        source:
          'Decree 06/2022/ND-CP; Tạp chí Môi trường (Environment Magazine), emission intensity for 2018.',
      },
      {
        id: 'delivers',
        title: 'What the service includes',
        blocks: [
          {
            ordered: true,
            list: [
              "Who reads the report and which framework fits, for example the GRI Standards or IFRS S1/S2, or a customer's own questionnaire.",
              'A gap assessment: which indicators already have data and which need more collection.',
              'Collecting and checking environmental, social (labour, safety, community) and governance (structure, policies, compliance) data.',
              'Drafting the ESG report in Vietnamese and English, with the source and method of each indicator.',
              'A plan to improve the data for the next reporting period.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        title: 'Our principles',
        blocks: [
          {
            list: [
              'Every figure has a source and a method; estimates are marked as estimates.',
              'No commitments the company has no plan to deliver.',
              'One set of data for the inventory, CBAM and ESG: the same figure is never entered twice.',
            ],
          },
        ],
      },
    ],
  },
};
