// Copy of /solutions/ghg-inventory-platform. Factors from shared/domain ghg-reference: the DCC grid factors
// (2021-2023), IPCC 2006 Vol. 2 fuel factors, AR5/AR6 GWPs. Every factor is shown with its source and year.
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const ghgInventoryPlatformCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'Nền tảng',
    title: 'Nền tảng kiểm kê khí nhà kính cho doanh nghiệp Việt Nam',
    lead: 'Nhập số liệu hoạt động theo từng cơ sở, tính phát thải với hệ số phát thải được quản lý như dữ liệu, có nguồn và năm, rồi lập báo cáo kiểm kê, số liệu CBAM và phần môi trường của báo cáo ESG từ cùng một bộ số liệu.',
    sections: [
      {
        id: 'workspace',
        title: 'Không gian làm việc cho cả doanh nghiệp',
        blocks: [
          'Mỗi doanh nghiệp có một không gian làm việc riêng. Chủ sở hữu mời đồng nghiệp qua email và phân vai trò; mỗi người nhập phần số liệu mình phụ trách.',
          'Giao diện tiếng Việt là mặc định, có thể chuyển sang tiếng Anh cho đồng nghiệp hoặc đối tác nước ngoài.',
        ],
      },
      {
        id: 'activity',
        title: 'Số liệu hoạt động',
        blocks: [
          {
            list: [
              'Nhiên liệu đốt: dầu diesel, xăng, LPG, dầu FO, khí tự nhiên, than theo loại; sinh khối được ghi nhận riêng.',
              'Điện năng mua từ lưới (kWh), theo từng cơ sở và từng năm.',
              'Sản lượng và hàng xuất khẩu thuộc danh mục CBAM, theo mã CN.',
              'Quy đổi năng lượng sang TOE để đối chiếu với ngưỡng 1.000 TOE/năm của Nghị định 06/2022/NĐ-CP.',
            ],
          },
        ],
      },
      {
        id: 'factors',
        title: 'Hệ số phát thải là dữ liệu, có nguồn và năm',
        blocks: [
          'Hệ số không bị “giấu” trong công thức: mỗi hệ số là một dòng dữ liệu ghi rõ giá trị, đơn vị, nguồn và năm áp dụng. Khi cơ quan có thẩm quyền công bố hệ số mới, hệ số được cập nhật mà không phải sửa cách tính, và mỗi kết quả vẫn cho biết đã dùng hệ số nào.',
          {
            table: {
              caption: 'Ví dụ về hệ số phát thải',
              head: ['Hệ số', 'Giá trị', 'Nguồn', 'Năm'],
              rows: [
                ['Lưới điện Việt Nam', '0,6592 tCO2/MWh', 'Cục Biến đổi khí hậu', '2023'],
                [
                  'Lưới điện Việt Nam',
                  '0,6766 tCO2/MWh',
                  'Cục Biến đổi khí hậu, Công văn 327/BĐKH-PTCBT',
                  '2022',
                ],
                ['Lưới điện Việt Nam', '0,7221 tCO2/MWh', 'Cục Biến đổi khí hậu', '2021'],
                ['Dầu diesel (CO2)', '74.100 kg/TJ', 'IPCC 2006, Tập 2, Chương 1, Bảng 1.4', '2006'],
                ['Khí tự nhiên (CO2)', '56.100 kg/TJ', 'IPCC 2006, Tập 2, Chương 1, Bảng 1.4', '2006'],
                ['Tiềm năng nóng lên toàn cầu của CH4', '28', 'IPCC AR5', '2014'],
                ['Tiềm năng nóng lên toàn cầu của N2O', '265', 'IPCC AR5', '2014'],
              ],
            },
          },
          'Mặc định dùng hệ số tiềm năng nóng lên toàn cầu (GWP) theo AR5, có thể chuyển sang AR6. Hệ số lưới điện mặc định là giá trị năm 2023 và có thể điều chỉnh khi có giá trị chính thức mới.',
        ],
        source:
          'Cục Biến đổi khí hậu (hệ số lưới điện, phương pháp biên kết hợp); IPCC 2006 Guidelines for National Greenhouse Gas Inventories; IPCC AR5.',
      },
      {
        id: 'reports',
        title: 'Báo cáo',
        blocks: [
          {
            list: [
              'Phát thải phạm vi 1 và phạm vi 2 theo cơ sở, theo nguồn và theo năm, kèm hệ số đã dùng.',
              'Số liệu cho báo cáo kiểm kê cấp cơ sở theo Mẫu 06.',
              'Phát thải nội hàm theo mặt hàng cho nhà nhập khẩu EU theo CBAM.',
              'Chỉ tiêu môi trường (phát thải, năng lượng, cường độ phát thải) cho báo cáo ESG.',
            ],
          },
          {
            note: 'Nền tảng giúp tính toán và tổng hợp; trách nhiệm về số liệu nộp cho cơ quan quản lý vẫn thuộc về cơ sở. Khi cần, chuyên gia của chúng tôi có thể rà soát số liệu trước khi nộp.',
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'Platform',
    title: 'A greenhouse-gas inventory platform for companies in Vietnam',
    lead: 'Enter activity data per facility, calculate emissions with emission factors managed as data, each with its source and year, then prepare the inventory report, CBAM data and the environmental part of your ESG report from the same data.',
    sections: [
      {
        id: 'workspace',
        title: 'A workspace for the whole company',
        blocks: [
          'Each company has its own workspace. The owner invites colleagues by email and gives them roles; each person enters the data they are responsible for.',
          'The interface is in Vietnamese by default and can be switched to English for colleagues or partners abroad.',
        ],
      },
      {
        id: 'activity',
        title: 'Activity data',
        blocks: [
          {
            list: [
              'Fuels burnt: diesel, gasoline, LPG, fuel oil, natural gas, coal by type; biomass is recorded separately.',
              'Electricity bought from the grid (kWh), per facility and per year.',
              'Output and exports of goods on the CBAM list, by CN code.',
              'Energy converted to TOE, to compare with the 1,000 TOE a year threshold of Decree 06/2022/ND-CP.',
            ],
          },
        ],
      },
      {
        id: 'factors',
        title: 'Emission factors are data, with a source and a year',
        blocks: [
          'Factors are not hidden in formulas: each factor is a row of data with its value, unit, source and the year it applies to. When the authorities publish a new factor, it is updated without changing the calculation, and every result still says which factor it used.',
          {
            table: {
              caption: 'Examples of emission factors',
              head: ['Factor', 'Value', 'Source', 'Year'],
              rows: [
                ['Vietnam grid electricity', '0.6592 tCO2/MWh', 'Department of Climate Change', '2023'],
                [
                  'Vietnam grid electricity',
                  '0.6766 tCO2/MWh',
                  'Department of Climate Change, letter 327/BĐKH-PTCBT',
                  '2022',
                ],
                ['Vietnam grid electricity', '0.7221 tCO2/MWh', 'Department of Climate Change', '2021'],
                ['Diesel (CO2)', '74,100 kg/TJ', 'IPCC 2006, Vol. 2, Ch. 1, Table 1.4', '2006'],
                ['Natural gas (CO2)', '56,100 kg/TJ', 'IPCC 2006, Vol. 2, Ch. 1, Table 1.4', '2006'],
                ['Global warming potential of CH4', '28', 'IPCC AR5', '2014'],
                ['Global warming potential of N2O', '265', 'IPCC AR5', '2014'],
              ],
            },
          },
          'Global warming potentials (GWP) default to AR5 and can be switched to AR6. The default grid factor is the 2023 value and can be changed when a new official value is published.',
        ],
        source:
          'Department of Climate Change (grid factor, combined-margin method); IPCC 2006 Guidelines for National Greenhouse Gas Inventories; IPCC AR5.',
      },
      {
        id: 'reports',
        title: 'Reports',
        blocks: [
          {
            list: [
              'Scope 1 and Scope 2 emissions by facility, by source and by year, with the factors used.',
              'The figures for the facility inventory report on Form 06.',
              'Embedded emissions per product for EU importers under CBAM.',
              'Environmental indicators (emissions, energy, emission intensity) for the ESG report.',
            ],
          },
          {
            note: 'The platform calculates and compiles; the facility remains responsible for the data it submits to the authorities. When you need it, one of our experts can review the data before you submit.',
          },
        ],
      },
    ],
  },
};
