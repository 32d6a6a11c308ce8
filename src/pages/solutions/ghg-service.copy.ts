// Copy of /solutions/ghg-service. Facts from shared/domain ghg-reference section 2: Decree 06/2022/ND-CP (criteria,
// Art. 11(4) deadlines), Decree 119/2025/ND-CP, Decision 13/2024/QD-TTg, Law 72/2020/QH14, TCVN ISO 14064-1:2011.
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const ghgServiceCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Nghị định 06/2022/NĐ-CP · TCVN ISO 14064-1',
    title: 'Dịch vụ kiểm kê khí nhà kính cấp cơ sở',
    lead: 'Chuyên gia của chúng tôi cùng doanh nghiệp đi từ xác định nghĩa vụ, thu thập số liệu đến báo cáo kiểm kê theo Mẫu 06, đúng phương pháp của bộ quản lý lĩnh vực và đúng hạn.',
    sections: [
      {
        id: 'who',
        title: 'Ai phải kiểm kê khí nhà kính',
        blocks: [
          'Theo Nghị định 06/2022/NĐ-CP, cơ sở phải kiểm kê khí nhà kính khi đáp ứng một trong các tiêu chí sau:',
          {
            list: [
              'phát thải khí nhà kính hằng năm từ 3.000 tấn CO2 tương đương (tCO2e) trở lên;',
              'nhà máy nhiệt điện hoặc cơ sở sản xuất công nghiệp tiêu thụ tổng năng lượng từ 1.000 tấn dầu tương đương (TOE)/năm trở lên;',
              'công ty kinh doanh vận tải hàng hoá tiêu thụ từ 1.000 TOE/năm trở lên;',
              'toà nhà thương mại tiêu thụ từ 1.000 TOE/năm trở lên;',
              'cơ sở xử lý chất thải rắn có công suất từ 65.000 tấn/năm trở lên.',
            ],
          },
          'Danh mục cơ sở phải kiểm kê hiện hành là Quyết định 13/2024/QĐ-TTg (hiệu lực từ 01/10/2024): 2.166 cơ sở thuộc 6 lĩnh vực năng lượng; giao thông vận tải; xây dựng; các quá trình công nghiệp; nông nghiệp, lâm nghiệp và sử dụng đất; chất thải. Danh mục được rà soát, cập nhật định kỳ, nên cơ sở vượt ngưỡng có thể được bổ sung ở lần cập nhật sau.',
        ],
        source: 'Nghị định 06/2022/NĐ-CP; Quyết định 13/2024/QĐ-TTg.',
      },
      {
        id: 'deadlines',
        title: 'Các mốc thời hạn',
        blocks: [
          {
            terms: [
              [
                'Trước 31/3 hằng năm',
                'Cung cấp số liệu hoạt động của năm trước cho bộ quản lý lĩnh vực (từ năm 2023).',
              ],
              [
                'Hai năm một lần',
                'Lập báo cáo kiểm kê khí nhà kính cấp cơ sở theo Mẫu 06 (từ năm 2024); báo cáo đầu tiên hạn 31/3/2025. Theo Nghị định 119/2025/NĐ-CP, báo cáo hai năm một lần và bao gồm hai năm liền trước.',
              ],
              [
                'Thẩm định hoặc thẩm tra',
                'Cơ sở được giao hạn ngạch phát thải phải được thẩm tra độc lập; các cơ sở khác do Uỷ ban nhân dân cấp tỉnh thẩm định (Nghị định 119/2025/NĐ-CP).',
              ],
              [
                'Từ năm 2027',
                'Thực hiện giảm phát thải theo kế hoạch giai đoạn 2026–2030 và nộp báo cáo giảm nhẹ phát thải.',
              ],
            ],
          },
        ],
        source:
          'Nghị định 06/2022/NĐ-CP, Điều 11 khoản 4; Nghị định 119/2025/NĐ-CP (hiệu lực từ 01/8/2025); Luật Bảo vệ môi trường 72/2020/QH14, Điều 91.',
      },
      {
        id: 'delivers',
        title: 'Dịch vụ bao gồm',
        blocks: [
          {
            ordered: true,
            list: [
              'Rà soát nghĩa vụ: cơ sở có trong danh mục hay không, đang ở gần ngưỡng nào, có thuộc nhóm được giao hạn ngạch không.',
              'Xác định ranh giới tổ chức và ranh giới hoạt động, liệt kê nguồn phát thải phạm vi 1 và phạm vi 2.',
              'Kế hoạch thu thập số liệu và biểu mẫu cho từng bộ phận: nhiên liệu, điện năng, nguyên liệu, sản lượng.',
              'Tính phát thải theo phương pháp của bộ quản lý lĩnh vực, với hệ số có ghi nguồn và năm.',
              'Báo cáo kiểm kê cấp cơ sở theo Mẫu 06 và hồ sơ số liệu để giải trình.',
              'Hỗ trợ trong quá trình thẩm định hoặc thẩm tra, và đề xuất các biện pháp giảm phát thải cho kế hoạch tiếp theo.',
            ],
          },
        ],
      },
      {
        id: 'method',
        title: 'Phương pháp: TCVN ISO 14064-1 và quy định của từng ngành',
        blocks: [
          'Ranh giới cơ sở được xác định theo TCVN ISO 14064-1:2011, tương đương tiêu chuẩn quốc tế ISO 14064-1 về định lượng và báo cáo phát thải khí nhà kính ở cấp tổ chức.',
          'Phương pháp tính theo quy định kỹ thuật của bộ quản lý lĩnh vực, ví dụ Thông tư 38/2023/TT-BCT (ngành công thương) và Thông tư 13/2024/TT-BXD (ngành xây dựng). Hệ số phát thải lấy theo danh mục tại Quyết định 2626/QĐ-BTNMT và IPCC 2006; điện lưới dùng hệ số 0,6592 tCO2/MWh năm 2023 do Cục Biến đổi khí hậu công bố.',
        ],
        source: 'TCVN ISO 14064-1:2011; Thông tư 01/2022/TT-BTNMT; Quyết định 2626/QĐ-BTNMT.',
      },
    ],
  },
  en: {
    eyebrow: 'Decree 06/2022/ND-CP · TCVN ISO 14064-1',
    title: 'Facility greenhouse-gas inventory service',
    lead: 'Our experts take your company from working out its obligations and collecting data to the inventory report on Form 06, using the method of your line ministry and on time.',
    sections: [
      {
        id: 'who',
        title: 'Who must carry out an inventory',
        blocks: [
          'Under Decree 06/2022/ND-CP, a facility must carry out a greenhouse-gas inventory if it meets any of these criteria:',
          {
            list: [
              'it emits 3,000 tonnes of CO2 equivalent (tCO2e) or more a year;',
              'it is a thermal power plant or an industrial facility using 1,000 tonnes of oil equivalent (TOE) or more a year;',
              'it is a freight transport company using 1,000 TOE or more a year;',
              'it is a commercial building using 1,000 TOE or more a year;',
              'it is a solid-waste facility handling 65,000 tonnes or more a year.',
            ],
          },
          'The current list of facilities that must inventory is Decision 13/2024/QD-TTg (in force since 1 October 2024): 2,166 facilities in 6 sectors: energy; transport; construction; industrial processes; agriculture, forestry and land use; and waste. The list is reviewed and updated regularly, so a facility above a threshold may be added at the next update.',
        ],
        source: 'Decree 06/2022/ND-CP; Decision 13/2024/QD-TTg.',
      },
      {
        id: 'deadlines',
        title: 'Deadlines',
        blocks: [
          {
            terms: [
              [
                'By 31 March every year',
                "Give the previous year's activity data to the line ministry (since 2023).",
              ],
              [
                'Every two years',
                'Prepare the facility greenhouse-gas inventory on Form 06 (since 2024); the first report was due by 31 March 2025. Under Decree 119/2025/ND-CP, reports are made every two years and cover the two preceding years.',
              ],
              [
                'Appraisal or verification',
                "Facilities that receive emission quotas need independent verification; others are appraised by the provincial People's Committee (Decree 119/2025/ND-CP).",
              ],
              ['From 2027', 'Cut emissions under the 2026–2030 plans and file mitigation reports.'],
            ],
          },
        ],
        source:
          'Decree 06/2022/ND-CP, Art. 11(4); Decree 119/2025/ND-CP (in force since 1 August 2025); Law on Environmental Protection 72/2020/QH14, Art. 91.',
      },
      {
        id: 'delivers',
        title: 'What the service includes',
        blocks: [
          {
            ordered: true,
            list: [
              'A review of your obligations: whether the facility is on the list, which threshold it is close to, whether it is in a group that receives quotas.',
              'The organisational and operational boundaries, and the list of Scope 1 and Scope 2 emission sources.',
              'A data-collection plan and forms for each department: fuels, electricity, raw materials, output.',
              "Emission calculations using your line ministry's method, with factors that name their source and year.",
              'The facility inventory report on Form 06 and the supporting data file.',
              'Support during the appraisal or verification, and proposed mitigation measures for the next plan.',
            ],
          },
        ],
      },
      {
        id: 'method',
        title: 'Method: TCVN ISO 14064-1 and the sector rules',
        blocks: [
          'Facility boundaries follow TCVN ISO 14064-1:2011, the Vietnamese adoption of ISO 14064-1 on quantifying and reporting greenhouse-gas emissions at the organisation level.',
          "Calculations follow your line ministry's technical rules, for example Circular 38/2023/TT-BCT (industry and trade) and Circular 13/2024/TT-BXD (construction). Emission factors come from the list in Decision 2626/QD-BTNMT and from IPCC 2006; grid electricity uses the 2023 factor of 0.6592 tCO2/MWh published by the Department of Climate Change.",
        ],
        source: 'TCVN ISO 14064-1:2011; Circular 01/2022/TT-BTNMT; Decision 2626/QD-BTNMT.',
      },
    ],
  },
};
