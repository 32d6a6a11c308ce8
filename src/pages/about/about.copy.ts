// Copy of /ve-chung-toi (about us): mission, Vietnamese-first, the team, how we work. No names or figures are
// claimed; the legal instruments named are those of shared/domain ghg-reference.
import { paths } from '../../app/paths';
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const aboutCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Về chúng tôi',
    title: 'Đồng hành cùng doanh nghiệp Việt Nam trên hành trình giảm phát thải',
    lead: 'Chúng tôi kết hợp một nền tảng phần mềm với đội ngũ tư vấn viên và chuyên gia, để doanh nghiệp Việt Nam kiểm kê khí nhà kính, báo cáo CBAM và ESG đúng quy định, với số liệu có nguồn gốc rõ ràng.',
    sections: [
      {
        id: 'mission',
        title: 'Sứ mệnh',
        blocks: [
          'Các nghĩa vụ mới đến cùng lúc: kiểm kê khí nhà kính theo Nghị định 06/2022/NĐ-CP, hạn ngạch phát thải theo Nghị định 119/2025/NĐ-CP, sàn giao dịch carbon trong nước mở từ tháng 6/2026, và CBAM của EU đối với hàng xuất khẩu. Sứ mệnh của chúng tôi là giúp doanh nghiệp đáp ứng các nghĩa vụ đó với chi phí hợp lý, và dùng chính số liệu ấy để tìm cơ hội giảm phát thải.',
        ],
      },
      {
        id: 'vietnamese-first',
        title: 'Ưu tiên tiếng Việt',
        blocks: [
          {
            list: [
              'Giao diện, tài liệu và hỗ trợ bằng tiếng Việt là mặc định; tiếng Anh luôn có sẵn cho đồng nghiệp và đối tác nước ngoài.',
              'Quy định được dẫn đúng số hiệu văn bản Việt Nam, ví dụ Quyết định 13/2024/QĐ-TTg hay Thông tư 38/2023/TT-BCT.',
              'Hệ số mặc định là hệ số của Việt Nam, ví dụ hệ số lưới điện do Cục Biến đổi khí hậu công bố.',
            ],
          },
        ],
      },
      {
        id: 'team',
        title: 'Đội ngũ',
        blocks: [
          'Đội ngũ tư vấn viên của chúng tôi làm việc trực tiếp với bộ phận môi trường, sản xuất và tài chính của doanh nghiệp. Khi cần kiến thức chuyên sâu về một ngành như thép, xi măng hay dệt may, chúng tôi mời các chuyên gia trong mạng lưới chuyên gia tham gia.',
          {
            links: [
              { href: paths.expertList, label: 'Danh sách chuyên gia' },
              { href: paths.expertApply, label: 'Đăng ký trở thành chuyên gia' },
            ],
          },
        ],
      },
      {
        id: 'how',
        title: 'Cách chúng tôi làm việc',
        blocks: [
          {
            ordered: true,
            list: [
              'Lắng nghe: tìm hiểu cơ sở, sản phẩm, thị trường xuất khẩu và các yêu cầu doanh nghiệp đang nhận được.',
              'Xác định nghĩa vụ: đối chiếu với các ngưỡng của Nghị định 06/2022/NĐ-CP, danh mục Quyết định 13/2024/QĐ-TTg và phạm vi CBAM.',
              'Thu thập số liệu trên nền tảng, trong không gian làm việc riêng của doanh nghiệp.',
              'Tính toán và lập báo cáo, mỗi con số kèm nguồn và phương pháp.',
              'Hỗ trợ trong quá trình thẩm định, thẩm tra, và đề xuất bước cải thiện cho kỳ sau.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        title: 'Nguyên tắc',
        blocks: [
          {
            terms: [
              ['Có nguồn', 'Mỗi hệ số, mỗi mốc thời hạn đều dẫn văn bản hoặc nguồn công bố.'],
              ['Minh bạch', 'Hệ số là dữ liệu có nguồn và năm; kết quả cho biết đã dùng hệ số nào.'],
              [
                'Số liệu của bạn là của bạn',
                'Chúng tôi chỉ xử lý số liệu để cung cấp dịch vụ cho doanh nghiệp của bạn.',
              ],
              [
                'Trung thực về giới hạn',
                'Ước tính được ghi rõ là ước tính; chúng tôi không hứa kết quả thẩm định thay cơ quan có thẩm quyền.',
              ],
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'About us',
    title: 'Working with companies in Vietnam on the road to lower emissions',
    lead: 'We combine a software platform with a team of consultants and experts, so companies in Vietnam can carry out greenhouse-gas inventories and CBAM and ESG reporting as the rules require, with data whose origin is clear.',
    sections: [
      {
        id: 'mission',
        title: 'Our mission',
        blocks: [
          "New duties are arriving together: greenhouse-gas inventories under Decree 06/2022/ND-CP, emission quotas under Decree 119/2025/ND-CP, the domestic carbon exchange opened in June 2026, and the EU's CBAM on exported goods. Our mission is to help companies meet those duties at a reasonable cost, and to use the same data to find ways to cut emissions.",
        ],
      },
      {
        id: 'vietnamese-first',
        title: 'Vietnamese first',
        blocks: [
          {
            list: [
              'The interface, documents and support are in Vietnamese by default; English is always available for colleagues and partners abroad.',
              'Rules are cited by their Vietnamese document numbers, for example Decision 13/2024/QD-TTg or Circular 38/2023/TT-BCT.',
              'Default factors are Vietnamese ones, for example the grid factor published by the Department of Climate Change.',
            ],
          },
        ],
      },
      {
        id: 'team',
        title: 'Our team',
        blocks: [
          "Our consultants work directly with your company's environment, production and finance teams. When a sector such as steel, cement or textiles needs in-depth knowledge, we bring in experts from our expert network.",
          {
            links: [
              { href: paths.expertList, label: 'List of experts' },
              { href: paths.expertApply, label: 'Become an expert' },
            ],
          },
        ],
      },
      {
        id: 'how',
        title: 'How we work',
        blocks: [
          {
            ordered: true,
            list: [
              'Listen: learn about your facilities, products, export markets and the requests you are receiving.',
              'Work out your obligations: compare with the thresholds of Decree 06/2022/ND-CP, the list in Decision 13/2024/QD-TTg and the scope of CBAM.',
              "Collect the data on the platform, in your company's own workspace.",
              'Calculate and report, with the source and method of every figure.',
              'Support you through appraisal and verification, and propose improvements for the next period.',
            ],
          },
        ],
      },
      {
        id: 'principles',
        title: 'Our principles',
        blocks: [
          {
            terms: [
              ['Sourced', 'Every factor and every deadline cites a legal text or a published source.'],
              [
                'Transparent',
                'Factors are data with a source and a year; results say which factor they used.',
              ],
              ['Your data is yours', 'We process your data only to provide the service to your company.'],
              [
                'Honest about limits',
                'Estimates are marked as estimates; we do not promise the outcome of an appraisal in place of the authorities.',
              ],
            ],
          },
        ],
      },
    ],
  },
};
