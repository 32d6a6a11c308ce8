// Copy of /solutions/dich-vu-bao-cao-cbam. Facts from shared/domain ghg-reference section 3: Regulation (EU)
// 2023/956, Implementing Regulations 2023/1773 (CN codes), 2025/2547 (calculation), 2025/2548 (price), 2025/2621
// (defaults and mark-ups), the Omnibus Regulation (EU) 2025/2083 (50 t threshold, 30 September deadline).
import type { Localized, PageCopy } from '../../components/content/content-layout';

export const cbamReportingCopy: Localized<PageCopy> = {
  vi: {
    eyebrow: 'CBAM · Quy định (EU) 2023/956',
    title: 'Dịch vụ báo cáo CBAM cho doanh nghiệp xuất khẩu sang EU',
    lead: 'Từ 01/01/2026, nhà nhập khẩu EU trả chi phí carbon cho phát thải nội hàm của sắt thép, nhôm, phân bón, xi măng, điện và hydro. Số liệu thực tế đã thẩm tra từ nhà máy của bạn thường giúp khách hàng tránh giá trị mặc định có cộng thêm mức tăng.',
    sections: [
      {
        id: 'goods',
        title: 'Hàng hoá chịu CBAM',
        blocks: [
          'Phạm vi được xác định theo mã CN (Danh mục hàng hoá kết hợp của EU), không theo tên ngành.',
          {
            table: {
              caption: 'Các nhóm hàng trong Phụ lục I',
              head: ['Nhóm hàng', 'Mã CN', 'Số mã'],
              rows: [
                ['Sắt thép', 'Chương 72 và một phần chương 73', '478'],
                ['Nhôm', 'Chương 76', '56'],
                ['Phân bón', '2808, 2814, 2834 21, 3102–3105', '25'],
                ['Xi măng', '2507 00 80, 2523', '6'],
                ['Điện', '2716', '1'],
                ['Hydro', '2804 10 00', '1'],
              ],
            },
          },
        ],
        source: 'Quy định (EU) 2023/956, Phụ lục I; Quy định thực thi (EU) 2023/1773.',
      },
      {
        id: 'timeline',
        title: 'Giai đoạn chuyển tiếp và giai đoạn chính thức',
        blocks: [
          {
            terms: [
              [
                '01/10/2023 – 31/12/2025: giai đoạn chuyển tiếp',
                'Nhà nhập khẩu nộp báo cáo hằng quý về lượng hàng và phát thải nội hàm, chưa phải trả tiền. Báo cáo cuối cùng (quý 4/2025) hạn 31/01/2026.',
              ],
              [
                'Từ 01/01/2026: giai đoạn chính thức',
                'Hàng nhập vào EU phát sinh nghĩa vụ chứng chỉ CBAM tương ứng với phát thải nội hàm.',
              ],
              [
                'Từ 01/02/2027',
                'Bắt đầu mua chứng chỉ CBAM. Từ năm 2027, cuối mỗi quý nhà nhập khẩu phải nắm giữ chứng chỉ cho ít nhất 50% nghĩa vụ.',
              ],
              ['Trước 30/9/2027', 'Tờ khai CBAM hằng năm đầu tiên, cho hàng nhập năm 2026.'],
            ],
          },
        ],
        source: 'Quy định (EU) 2023/956; Quy định (EU) 2025/2083.',
      },
      {
        id: 'defaults',
        title: 'Giá trị mặc định và mức tăng năm 2026',
        blocks: [
          'Khi không có số liệu thực tế đã được thẩm tra, phát thải nội hàm được tính bằng giá trị mặc định theo quốc gia xuất xứ. Giá trị mặc định cho giai đoạn chính thức được xây dựng thận trọng và được cộng thêm mức tăng:',
          { list: ['+10% năm 2026;', '+20% năm 2027;', '+30% từ năm 2028.'] },
          'Ví dụ: thép cán nóng dạng tấm (CN 7208) từ Việt Nam có giá trị mặc định 2,35 tCO2/t, thành 2,58 tCO2/t khi cộng mức tăng năm 2026.',
          'Phát thải gián tiếp từ điện năng chỉ được tính vào phát thải nội hàm đối với xi măng và phân bón trong giai đoạn chính thức.',
        ],
        source: 'Quy định thực thi (EU) 2025/2621; Quy định thực thi (EU) 2025/2547 (phương pháp tính).',
      },
      {
        id: 'price',
        title: 'Giá chứng chỉ CBAM',
        blocks: [
          'Giá chứng chỉ theo giá đấu giá trung bình (có trọng số theo khối lượng) của hạn ngạch trong Hệ thống mua bán phát thải của EU (EU ETS): tính theo quý trong năm 2026, theo tuần từ năm 2027. Giá quý 1/2026 là 75,36 €/tCO2e, công bố ngày 07/4/2026.',
          'Số chứng chỉ phải nộp được giảm tương ứng với phần hạn ngạch miễn phí mà nhà sản xuất EU còn được nhận; phần giảm này thu hẹp dần từ năm 2026 đến năm 2034.',
        ],
        source:
          'Quy định thực thi (EU) 2025/2548; Chỉ thị 2003/87/EC, Điều 10a(1a), sửa đổi bởi Chỉ thị (EU) 2023/959.',
      },
      {
        id: 'threshold',
        title: 'Ngưỡng 50 tấn',
        blocks: [
          'Từ sửa đổi năm 2025, nhà nhập khẩu có tổng khối lượng hàng CBAM nhập vào EU không quá 50 tấn/năm được miễn; ngưỡng này thay cho quy tắc 150 € mỗi lô hàng và không áp dụng cho điện và hydro. Khách hàng nhỏ của bạn có thể được miễn, nhưng các nhà nhập khẩu lớn, chiếm phần lớn lượng phát thải, vẫn chịu CBAM.',
        ],
        source: 'Quy định (EU) 2025/2083.',
      },
      {
        id: 'delivers',
        title: 'Dịch vụ bao gồm',
        blocks: [
          {
            ordered: true,
            list: [
              'Rà soát danh mục hàng xuất khẩu theo mã CN và khách hàng EU.',
              'Xác định ranh giới lắp đặt (installation), các quy trình sản xuất và tiền chất.',
              'Thu thập số liệu và tính phát thải nội hàm trực tiếp và gián tiếp theo phương pháp của EU.',
              'Lập bộ số liệu cho nhà nhập khẩu theo mẫu trao đổi thông tin (communication template) của Uỷ ban châu Âu.',
              'Chuẩn bị cho thẩm tra số liệu, để thay giá trị mặc định bằng số liệu thực tế.',
              'Ước tính chi phí CBAM mà khách hàng có thể phải chịu, để làm cơ sở đàm phán.',
            ],
          },
        ],
      },
    ],
  },
  en: {
    eyebrow: 'CBAM · Regulation (EU) 2023/956',
    title: 'CBAM reporting service for exporters to the EU',
    lead: 'Since 1 January 2026, EU importers pay a carbon cost on the embedded emissions of iron and steel, aluminium, fertilisers, cement, electricity and hydrogen. Verified actual data from your plant often spares your customer the marked-up default values.',
    sections: [
      {
        id: 'goods',
        title: 'Goods covered by CBAM',
        blocks: [
          "The scope is set by CN code (the EU's Combined Nomenclature), not by sector label.",
          {
            table: {
              caption: 'The groups of goods in Annex I',
              head: ['Group', 'CN codes', 'Number of codes'],
              rows: [
                ['Iron and steel', 'Chapter 72 and part of chapter 73', '478'],
                ['Aluminium', 'Chapter 76', '56'],
                ['Fertilisers', '2808, 2814, 2834 21, 3102–3105', '25'],
                ['Cement', '2507 00 80, 2523', '6'],
                ['Electricity', '2716', '1'],
                ['Hydrogen', '2804 10 00', '1'],
              ],
            },
          },
        ],
        source: 'Regulation (EU) 2023/956, Annex I; Implementing Regulation (EU) 2023/1773.',
      },
      {
        id: 'timeline',
        title: 'Transitional and definitive periods',
        blocks: [
          {
            terms: [
              [
                '1 October 2023 – 31 December 2025: transitional period',
                'Importers filed quarterly reports on quantities and embedded emissions, with no payment. The last report (Q4 2025) was due by 31 January 2026.',
              ],
              [
                'From 1 January 2026: definitive period',
                'Goods imported into the EU create an obligation to surrender CBAM certificates for their embedded emissions.',
              ],
              [
                'From 1 February 2027',
                'CBAM certificates go on sale. From 2027, at the end of each quarter importers must hold certificates for at least 50% of their obligation.',
              ],
              ['By 30 September 2027', 'The first annual CBAM declaration, for goods imported in 2026.'],
            ],
          },
        ],
        source: 'Regulation (EU) 2023/956; Regulation (EU) 2025/2083.',
      },
      {
        id: 'defaults',
        title: 'Default values and the 2026 mark-up',
        blocks: [
          'Without verified actual data, embedded emissions are calculated with default values for the country of origin. The defaults for the definitive period are conservative and carry a mark-up:',
          { list: ['+10% in 2026;', '+20% in 2027;', '+30% from 2028.'] },
          'Example: hot-rolled flat steel (CN 7208) from Vietnam has a default value of 2.35 tCO2/t, which becomes 2.58 tCO2/t with the 2026 mark-up.',
          'In the definitive period, indirect emissions from electricity count in embedded emissions only for cement and fertilisers.',
        ],
        source:
          'Implementing Regulation (EU) 2025/2621; Implementing Regulation (EU) 2025/2547 (calculation rules).',
      },
      {
        id: 'price',
        title: 'The CBAM certificate price',
        blocks: [
          'The certificate price follows the volume-weighted average auction price of EU Emissions Trading System (EU ETS) allowances: quarterly in 2026, weekly from 2027. The price for Q1 2026 was €75.36/tCO2e, published on 7 April 2026.',
          'The number of certificates owed is reduced in line with the free allocation EU producers still receive; this reduction shrinks step by step from 2026 to 2034.',
        ],
        source:
          'Implementing Regulation (EU) 2025/2548; Directive 2003/87/EC, Art. 10a(1a), as amended by Directive (EU) 2023/959.',
      },
      {
        id: 'threshold',
        title: 'The 50-tonne threshold',
        blocks: [
          'Since the 2025 amendments, importers bringing in no more than 50 tonnes of CBAM goods a year in total are exempt; this replaces the €150-per-consignment rule and does not apply to electricity or hydrogen. Your smaller customers may be exempt, but the large importers, who account for most of the emissions, remain covered.',
        ],
        source: 'Regulation (EU) 2025/2083.',
      },
      {
        id: 'delivers',
        title: 'What the service includes',
        blocks: [
          {
            ordered: true,
            list: [
              'A review of your exports by CN code and EU customer.',
              'The installation boundary, production processes and precursors.',
              "Data collection and calculation of direct and indirect embedded emissions using the EU's method.",
              "The data set for your importer in the European Commission's communication template.",
              'Preparation for verification, so actual data can replace the default values.',
              'An estimate of the CBAM cost your customer may bear, as a basis for negotiation.',
            ],
          },
        ],
      },
    ],
  },
};
