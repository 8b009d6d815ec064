/**
 * English versions of the topic banks in posts-text.ts, for the posts the firm translates.
 * Each bank mirrors its Indonesian one item for item (same count and order of openers,
 * headings, paragraphs and list items), since an English post draws the same indexes as its
 * Indonesian original. Indonesian terms a reader meets in practice (PKWT, PT PMA, KPPU,
 * statute names) are kept, glossed on first use.
 */
import type { TopicBank, TopicKey } from '../posts-text'

const JDIH_BPK = { name: 'JDIH BPK, the Audit Board’s legal database', href: 'https://peraturan.bpk.go.id' }

export const TOPICS_EN: Partial<Record<TopicKey, TopicBank>> = {
  ketenagakerjaan: {
    label: 'employment law',
    area: 'ketenagakerjaan',
    source: { name: 'the Ministry of Manpower’s legal database (JDIH Kemnaker)', href: 'https://jdih.kemnaker.go.id' },
    openers: [
      'Since the Job Creation Law (UU Cipta Kerja) came into force, the rules governing employment in Indonesia have kept moving, from its implementing government regulations to decisions of the Constitutional Court.',
      'In Decision No. 168/PUU-XXI/2023, the Constitutional Court ordered the legislature to enact a new manpower law, separate from the Job Creation Law, within two years at the latest.',
      'For many companies, labour is the second-largest cost after raw materials, so every change in the rules shows up directly on the balance sheet.',
    ],
    headings: [
      'Term limits and compensation for PKWT',
      'The risk of a formally defective PKWT',
      'Outsourcing after the Constitutional Court’s decision',
      'Wage structures and scales',
      'Termination procedure',
      'Job Loss Security',
    ],
    paragraphs: [
      'Government Regulation (PP) 35/2021 limits a <strong>fixed-term employment agreement</strong> (perjanjian kerja waktu tertentu, PKWT) to five years at most, including extensions. When a PKWT ends, the employer must pay compensation calculated in proportion to the employee’s length of service.',
      'A PKWT that is not made in writing, is not in Indonesian, or is used for work of a permanent nature risks being converted by operation of law into an agreement for an unspecified term (PKWTT). We therefore recommend periodic review of all employment agreement templates.',
      'In its decision, the Constitutional Court held that the law must limit the types of work that may be outsourced. Until the new law is enacted, companies should map the functions handed to outsourcing providers and make sure that core functions remain with their own employees.',
      'Wage structures and scales must be drawn up taking into account grade, position, length of service, education and competence. The document is more than a formality: labour inspectors often ask for it during inspections, and its absence weakens the company’s position in a wage dispute.',
      'Employment may be terminated only on grounds provided by law and after bipartite negotiation. Written notice to the employee at least 14 working days before termination, and a record of every stage of the negotiation, weigh heavily on the outcome of a case before the Industrial Relations Court.',
      'The <em>Job Loss Security</em> programme (Jaminan Kehilangan Pekerjaan) run by BPJS Ketenagakerjaan gives employees who lose their jobs cash benefits, access to labour market information and training. The benefits can be claimed only if the employee’s membership and contributions are in order, which makes social security compliance part of risk mitigation.',
    ],
    list: {
      heading: 'A checklist for human resources',
      items: [
        'Review every running PKWT and its history of extensions.',
        'Map outsourced work and the contracts with outsourcing providers.',
        'Update the wage structure and scale and explain it to employees.',
        'Make sure every employee is enrolled with BPJS Ketenagakerjaan and BPJS Kesehatan.',
        'Document the bipartite negotiations before any termination decision.',
      ],
    },
    quote:
      'Employment disputes are rarely won in the courtroom; they are won long before, through orderly documents and honest communication with employees.',
  },

  pdp: {
    label: 'personal data protection',
    area: 'hak-kekayaan-intelektual',
    source: JDIH_BPK,
    openers: [
      'Law No. 27 of 2022 on Personal Data Protection (the PDP Law) has applied in full since 17 October 2024, after a two-year transition period.',
      'Almost every company processes personal data, from employee and customer records to the CCTV footage in its office lobby.',
      'Repeated reports of data breaches have made personal data protection a matter for the board of directors, not only for the IT team.',
    ],
    headings: [
      'Lawful bases for processing',
      'The data protection officer',
      'Notifying a personal data breach',
      'Transfers of data abroad',
      'Administrative and criminal sanctions',
      'A data inventory as the starting point',
    ],
    paragraphs: [
      'The PDP Law recognises several bases for processing, including explicit valid consent, performance of a contract, compliance with a legal obligation and legitimate interests. Consent is not the only option, and often not the best one, since the data subject may withdraw it at any time.',
      'A controller must appoint a <strong>data protection officer</strong> where processing serves the public, where its core activities require regular and systematic monitoring of data on a large scale, or where it processes specific (sensitive) data on a large scale. The officer may come from inside or outside the organisation.',
      'In the event of a failure of personal data protection, the controller must notify the data subjects and the supervisory agency in writing within 3 x 24 hours. The notice states which data were exposed, when and how they were exposed, and the steps taken to handle and remedy the breach.',
      'Personal data may be transferred outside Indonesia’s jurisdiction only if the receiving country offers an equal or higher level of protection, if adequate and binding safeguards are in place, or if the data subject consents. Companies using cloud services abroad should check the basis on which they transfer data.',
      'Administrative sanctions under the PDP Law range from written warnings, temporary suspension of processing and erasure of data to administrative fines of up to two per cent of annual revenue. The law also carries criminal penalties for anyone who unlawfully obtains, discloses or uses another person’s personal data.',
      'Good compliance starts with a <em>data inventory</em>: which data are collected, for what purpose, where they are stored, with whom they are shared and how long they are kept. Without this map, even the neatest privacy policy remains a document on paper.',
    ],
    list: {
      heading: 'First steps of a PDP Law compliance programme',
      items: [
        'Draw up an inventory and a map of personal data flows.',
        'Set a lawful basis for each purpose of processing.',
        'Update the privacy policy and the agreements with processors.',
        'Prepare an incident response procedure and the 3 x 24-hour notice.',
        'Assess whether a data protection officer must be appointed.',
      ],
    },
    quote:
      'Personal data are not an asset the company owns but a trust placed in it by the data subject. Seeing them that way changes many business decisions.',
  },

  pasarModal: {
    label: 'capital markets law',
    area: 'pasar-modal',
    source: { name: 'the official OJK website', href: 'https://www.ojk.go.id' },
    openers: [
      'Law No. 4 of 2023 on the Development and Strengthening of the Financial Sector (the P2SK Law) strengthened the powers of the Financial Services Authority (OJK) over the capital market, including enforcement.',
      'The number of companies listing their shares on the Indonesia Stock Exchange keeps growing, and with it the OJK’s attention to the quality of disclosure.',
      'For a public company, compliance is not only about avoiding sanctions but also about keeping the trust of the investors who fund it.',
    ],
    headings: [
      'Disclosure of material facts',
      'Affiliated-party transactions and conflicts of interest',
      'Material transactions',
      'Takeovers of public companies',
      'Enforcement by the OJK',
      'Green debt securities',
    ],
    paragraphs: [
      'An issuer must announce material information or facts that may affect the price of its securities or investors’ decisions no later than two working days after they occur. A common mistake is to wait until the transaction documents are signed, when the obligation may arise earlier, for example once the principal terms have been agreed.',
      'OJK Regulation (POJK) 42/POJK.04/2020 requires public companies to announce affiliated-party transactions and, for transactions involving a <strong>conflict of interest</strong>, to obtain the approval of independent shareholders. A fairness opinion from an independent appraiser is a key document in this process.',
      'A transaction of a certain value relative to the company’s equity is a material transaction under POJK 17/POJK.04/2020. Where its value exceeds 50 per cent of equity, the company must first obtain the approval of a general meeting of shareholders (RUPS), so the transaction timetable must allow for that step.',
      'A takeover of a public company triggers a mandatory tender offer for the shares held by the public, subject to certain exemptions. A prospective new controller must also announce negotiations under way, so a communication strategy has to be ready from the outset.',
      'The OJK is increasingly active in imposing administrative sanctions for late reports and disclosures. A fine may look small, but its public announcement can do far greater harm to the reputation of the issuer and its directors.',
      'Green bonds and green sukuk open new sources of funding for issuers. The use-of-proceeds framework and the periodic reports on the use of funds must be prepared with care, so that sustainability claims can be substantiated.',
    ],
    list: {
      heading: 'Questions to answer before a corporate action',
      items: [
        'Does the transaction involve an affiliated party or a conflict of interest?',
        'What is the value of the transaction relative to the company’s equity?',
        'When does the disclosure obligation arise?',
        'Is the approval of the RUPS or of independent shareholders required?',
      ],
    },
    quote:
      'Investors can forgive bad news that is disclosed on time, but they rarely forgive news that is concealed.',
  },

  kuhp: {
    label: 'corporate criminal law',
    area: 'penyelesaian-sengketa-dan-litigasi',
    source: JDIH_BPK,
    openers: [
      'Law No. 1 of 2023 on the Criminal Code (the new KUHP) took effect on 2 January 2026, replacing the colonial-era code that had applied for more than a century.',
      'One of the most important changes the new KUHP brings for business is that corporations are recognised as subjects of criminal offences generally, no longer only under sectoral laws.',
      'The new KUHP requires boards of directors and commissioners to revisit how their companies prevent, detect and respond to suspected wrongdoing.',
    ],
    headings: [
      'The corporation as a subject of criminal offences',
      'Liability of management',
      'Penalties and measures for corporations',
      'Compliance programmes in sentencing',
      'A wider range of penalties',
      'Mapping criminal risk',
    ],
    paragraphs: [
      'Under the new KUHP, an offence may be committed by a corporation through management holding a functional position or through persons acting for and on behalf of the corporation. The corporation may be held liable where the offence, among other things, falls within the scope of its business or unlawfully benefits it.',
      'Corporate liability does not remove personal liability. Managers, those who gave the order, those in control and even beneficial owners may be held liable together with the corporation, which makes the allocation of authority and the documentation of decisions all the more important.',
      'The principal penalty for a corporation is a fine, calculated on a higher category than for individuals. Judges may also impose additional penalties such as payment of compensation, remedying the consequences of the offence, revocation of licences and even partial closure of business premises.',
      'In sentencing a corporation, judges must weigh a number of factors, including the efforts the corporation made to prevent the offence. This is where a <strong>compliance programme</strong> that is genuinely operated, and not merely on paper, can make a difference.',
      'The new KUHP also introduces a wider range of penalties, such as supervision and community service for individuals. For companies, the shift signals that restoring losses and improving governance will carry more weight in court.',
      'The first step we recommend is to map the criminal risks inherent in the business, such as corruption, environmental, tax and consumer protection offences, and to make sure the whistleblowing channel works and is trusted by employees.',
    ],
    list: {
      heading: 'Elements of an effective compliance programme',
      items: [
        'A risk assessment updated at regular intervals.',
        'A code of conduct and policies that are easy to understand.',
        'Training aimed at high-risk functions.',
        'A whistleblowing channel that protects the reporter’s confidentiality.',
        'Consistent internal investigation and follow-up.',
      ],
    },
    quote:
      'The question law enforcers will ask is no longer whether the company has an anti-corruption policy, but whether that policy is actually applied.',
  },

  arbitrase: {
    label: 'arbitration and dispute resolution',
    area: 'penyelesaian-sengketa-dan-litigasi',
    source: { name: 'the official BANI website', href: 'https://www.baniarbitration.org' },
    openers: [
      'Arbitration remains the parties’ first choice in cross-border commercial contracts with Indonesian counterparties, particularly in energy, construction and infrastructure.',
      'Law No. 30 of 1999 on Arbitration and Alternative Dispute Resolution provides the framework for domestic arbitration and for the enforcement of international arbitral awards in Indonesia.',
      'Through Supreme Court Regulation (Perma) No. 3 of 2023, the Supreme Court clarified how courts appoint arbitrators and how they hear applications to enforce and to annul arbitral awards.',
    ],
    headings: [
      'Requirements of an arbitration agreement',
      'Choosing the institution and the seat',
      'Exequatur of international awards',
      'Registering domestic awards',
      'Grounds for annulment',
      'Steps before arbitration',
    ],
    paragraphs: [
      'An arbitration agreement must be in writing and, if valid, excludes the jurisdiction of the district courts over the same dispute. Even so, clauses drafted in haste, for example naming an institution that does not exist or mixing arbitration with litigation, often become disputes in their own right.',
      'The choice between <strong>BANI</strong>, SIAC, the ICC or ad hoc arbitration should weigh language, cost, the availability of arbitrators with sector expertise and where the other party’s assets are. The seat of arbitration determines the procedural law that applies and the court competent to annul the award.',
      'An international arbitral award can be enforced in Indonesia only after it obtains an exequatur from the Chief Judge of the Central Jakarta District Court. Where the Republic of Indonesia is a party, the exequatur is granted by the Supreme Court. The award must come from a country bound by a treaty with Indonesia and must not be contrary to public policy.',
      'A domestic arbitral award must be registered with the clerk of the district court within 30 days of being rendered. Missing this administrative deadline can hold up enforcement, so the parties and their counsel need to watch it closely.',
      'An application to annul an arbitral award may be made only on limited grounds: documents admitted or declared to be forged, a decisive document concealed, or fraud by one of the parties. Courts generally reject attempts to reopen the merits through annulment.',
      'Many contracts require negotiation or mediation for a set period before arbitration. These steps are best completed and well documented, since a tribunal may find that a procedural precondition has not been met.',
    ],
    list: {
      heading: 'What an arbitration clause should state',
      items: [
        'The arbitral institution and the applicable rules.',
        'The seat of arbitration.',
        'The number of arbitrators and how they are appointed.',
        'The language of the proceedings.',
        'The law governing the contract.',
      ],
    },
    quote:
      'The arbitration clause is often called the midnight clause, because it is discussed only when negotiations are nearly over. Yet it decides the fate of the whole contract once a dispute arises.',
  },

  pajak: {
    label: 'taxation',
    area: 'pajak',
    source: { name: 'the official website of the Directorate General of Taxes', href: 'https://www.pajak.go.id' },
    openers: [
      'Law No. 7 of 2021 on the Harmonisation of Tax Regulations (the HPP Law) was a milestone of tax reform whose effects are still felt today.',
      'The launch of the core tax administration system (Coretax) changes how taxpayers file and pay their taxes, and how the tax authority tests compliance.',
      'With the state’s revenue needs as large as they are, tax audits have become more targeted and more data-driven.',
    ],
    headings: [
      'Article 21 income tax at the average effective rate',
      'The global minimum tax',
      'The 12 per cent VAT rate',
      'Data-driven audits',
      'Objections and appeals',
      'Group restructuring',
    ],
    paragraphs: [
      'Since January 2024, Article 21 income tax (PPh Pasal 21) on permanent employees’ pay has been withheld at the <strong>average effective rate</strong> (tarif efektif rata-rata, TER) for January to November, with the Article 17 rates applied in December. The change simplifies the monthly calculation but can produce large differences at year end.',
      'Indonesia has adopted the global minimum tax under the OECD’s Pillar Two. Multinational groups with consolidated revenue of at least EUR 750 million must calculate their effective tax rate in each jurisdiction and pay a top-up tax where it falls below 15 per cent.',
      'The VAT rate rose to 12 per cent from 1 January 2025, but for most goods and services the tax base is adjusted so that the effective burden remains equivalent to 11 per cent. Companies must make sure their billing systems and tax invoices apply this correctly.',
      'Tax audits now often begin with analysis of third-party data and mismatches between returns. Complete documentation, from contracts and transaction records to transfer pricing documentation, is the best defence from the audit stage onwards.',
      'A taxpayer who disagrees with an audit result may file an objection with the Directorate General of Taxes and then appeal to the Tax Court. The deadlines at each stage are strict, and arguments not raised at the outset are often hard to get accepted later.',
      'Group restructuring, such as mergers or transfers of assets between companies, can carry a significant tax cost. Book-value treatment for business mergers is available subject to conditions, including a business purpose test, so it must be planned before the transaction is carried out.',
    ],
    list: {
      heading: 'Documents to keep ready at all times',
      items: [
        'Agreements and supporting evidence for transactions with affiliates.',
        'The master file and local file of transfer pricing documentation.',
        'A reconciliation between the financial statements and the tax returns (SPT).',
        'The withholding and collection slips issued.',
      ],
    },
    quote:
      'Good tax planning does not start when the tax assessment arrives, but when the structure of the transaction is first designed.',
  },

  merger: {
    label: 'merger control and competition',
    area: 'korporasi-dan-komersial',
    source: { name: 'the official KPPU website', href: 'https://kppu.go.id' },
    openers: [
      'The Indonesia Competition Commission (Komisi Pengawas Persaingan Usaha, KPPU) is increasingly active in overseeing mergers, consolidations and acquisitions, including fining late notifications.',
      'KPPU Regulation No. 3 of 2023 updated the procedure for assessing mergers, consolidations and acquisitions that may result in monopolistic practices or unfair business competition.',
      'In mergers and acquisitions, competition law is often considered only after signing, although its obligations can affect the timetable and structure of the deal.',
    ],
    headings: [
      'A post-closing notification regime',
      'Asset and turnover thresholds',
      'Fines for late notification',
      'Consultation before the transaction',
      'Assessing the effect on the market',
      'Asset acquisitions',
    ],
    paragraphs: [
      'Indonesia has a <strong>post-closing notification</strong> regime: notice must be given to the KPPU no later than 30 working days after the transaction becomes legally effective, where the combined assets or combined turnover exceed the prescribed thresholds.',
      'The general thresholds are combined assets above IDR 2.5 trillion or combined turnover above IDR 5 trillion, with a higher asset threshold for banking. They are calculated over the parties’ entire business groups, not only the entities that transact.',
      'Late notification may attract an administrative fine of IDR 1 billion for each day of delay, up to a cap. In practice, the KPPU has repeatedly fined businesses that notified late, including for transactions that raised no competition concerns.',
      'Businesses may request a voluntary consultation before the transaction is carried out. A consultation gives an early indication of the KPPU’s view, although it does not remove the duty to notify once the transaction becomes effective.',
      'In assessing a transaction, the KPPU analyses market concentration, barriers to entry, the potential for anticompetitive conduct, efficiencies and whether the target is failing. Preparing convincing market data from the outset can shorten the assessment considerably.',
      'The latest rules also reach acquisitions of certain assets, not only shares. Acquisitions of a brand portfolio, a factory or a business line should therefore be checked for a notification obligation, just as acquisitions of companies are.',
    ],
    list: {
      heading: 'Data to gather from due diligence onwards',
      items: [
        'The value of assets and turnover in Indonesia across each business group.',
        'The date the transaction becomes legally effective.',
        'The parties’ market shares in the markets where they overlap.',
        'A list of the main competitors, suppliers and customers.',
      ],
    },
    quote:
      'The legal effective date is the date most often miscalculated, and the mistake is paid for in daily fines.',
  },

  investasi: {
    label: 'foreign investment and corporate law',
    area: 'korporasi-dan-komersial',
    source: { name: 'the OSS portal', href: 'https://oss.go.id' },
    openers: [
      'The Job Creation Law turned business licensing in Indonesia into a risk-based system and opened more lines of business to foreign investment.',
      'Indonesia remains one of the leading investment destinations in Southeast Asia, supported by its large domestic market and natural resources.',
      'For a foreign investor, the earliest decisions, namely the line of business and the structure of the company, often decide how smoothly the whole investment goes.',
    ],
    headings: [
      'The positive list of business lines',
      'Investment value of a PT PMA',
      'Risk-based business licensing',
      'Beneficial ownership',
      'Shareholders’ agreements',
      'The risks of nominee arrangements',
    ],
    paragraphs: [
      'Presidential Regulation (Perpres) 10/2021, as amended by Perpres 49/2021, follows a positive list: in principle every line of business is open to investment, except those declared closed or reserved for the central government. Some lines of business remain subject to foreign ownership limits or are reserved for micro, small and medium enterprises.',
      'A foreign investment company (PT PMA) must take the form of a limited liability company (perseroan terbatas, PT) incorporated under Indonesian law. Its investment must exceed <strong>IDR 10 billion</strong>, excluding land and buildings, for each business classification code (KBLI) at each project location, while the minimum paid-up capital requirement should be checked afresh, as it has been adjusted several times.',
      'Business licences are now processed through the OSS system according to the risk level of the business activity. Low-risk activities need only a Business Identification Number (NIB), while high-risk activities require a licence verified by the relevant ministry or agency before operations begin.',
      'A company must report its beneficial owners to the competent authority. This requires tracing the ownership structure up to the individuals who ultimately control or benefit from the company.',
      'A shareholders’ agreement must be consistent with the articles of association and the Company Law. Veto rights, deadlock mechanisms and share transfer provisions are effective only if they can be carried out within the framework of Indonesian company law.',
      'Nominee arrangements (<em>perjanjian pinjam nama</em>) used to circumvent foreign ownership limits are declared void by operation of law under the Investment Law. Such structures carry great risk, especially when the relationship between the parties sours.',
    ],
    list: {
      heading: 'Steps to establish a PT PMA',
      items: [
        'Verify the line of business and the foreign ownership limit by KBLI code.',
        'Reserve the company name and sign the deed of establishment before a notary.',
        'Obtain the legal entity approval of the Ministry of Law.',
        'Register on OSS to obtain the NIB and business licences.',
        'Report investment activities periodically.',
      ],
    },
    quote:
      'A simple, transparent investment structure is almost always cheaper in the long run than a clever but fragile one.',
  },

  energi: {
    label: 'energy and natural resources law',
    area: 'energi-dan-sumber-daya-alam',
    source: { name: 'the Ministry of Energy and Mineral Resources’ legal database (JDIH ESDM)', href: 'https://jdih.esdm.go.id' },
    openers: [
      'Presidential Regulation (Perpres) 112/2022 on the Acceleration of Renewable Energy Development for Electricity Supply set the direction of Indonesia’s energy transition policy, including plans for the early retirement of coal-fired power plants (PLTU).',
      'Energy transition funding pledged through the Just Energy Transition Partnership opens new opportunities and demands legal frameworks that projects can rely on.',
      'Indonesia’s energy and mining sector continues to see rapid regulatory change, from the mineral downstreaming policy to the development of renewable energy.',
    ],
    headings: [
      'Selling power to PLN',
      'Rooftop solar for industry',
      'Carbon capture and storage',
      'Mineral downstreaming',
      'Local content requirements',
      'Land and local communities',
    ],
    paragraphs: [
      'Independent power producers generally sell electricity to PT PLN (Persero) under a power purchase agreement. Perpres 112/2022 sets ceiling prices for various types of renewable generation, which form the basis for price negotiations under those agreements.',
      'Minister of Energy and Mineral Resources Regulation (Permen ESDM) No. 2 of 2024 resets the rules for <strong>rooftop solar</strong> (PLTS atap) connected to the PLN grid. The quota system and the removal of the export-import (net metering) mechanism change the economics of projects, particularly for industrial estates with heavy daytime loads.',
      'Perpres 14/2024 provides the legal basis for carbon capture and storage, including the possibility of storing carbon from abroad within certain limits. Storage area permits and post-closure liability are the main issues for investors.',
      'The downstreaming policy requires minerals to be processed and refined in Indonesia. For smelter investors, security of ore supply, the licensing status of suppliers and environmental compliance are key factors in due diligence and in structuring the financing.',
      'Local content (TKDN) requirements apply to many power projects, including solar power plants. They must be factored in from the procurement stage, since they affect the choice of suppliers and the financing terms of international lenders.',
      'Renewable energy projects often touch on land issues and local communities. Orderly land acquisition, environmental approval and early engagement with communities help prevent disputes that can delay a project for years.',
    ],
    list: {
      heading: 'Key risks in energy project due diligence',
      items: [
        'The status and validity of business licences and environmental approvals.',
        'The validity of land rights and overlaps with forest areas.',
        'Termination and compensation provisions in the agreements with PLN.',
        'Compliance with local content requirements.',
      ],
    },
    quote:
      'The energy transition is as much a legal project as an engineering one: every new megawatt needs contracts, permits and land with a clear status.',
  },

  hki: {
    label: 'intellectual property',
    area: 'hak-kekayaan-intelektual',
    source: { name: 'the official DGIP (DJKI) website', href: 'https://www.dgip.go.id' },
    openers: [
      'Indonesia follows a <em>first to file</em> system for trademark registration: protection goes to the party that first applies in good faith.',
      'The growth of online commerce makes trademark and copyright infringement spread much faster, while opening new ways to act against it.',
      'For many companies, brands and technology are their most valuable assets, and often the ones that receive the least legal attention.',
    ],
    headings: [
      'Trademark registration',
      'Oppositions to trademark applications',
      'Removal of unused marks',
      'Protection of well-known marks',
      'Enforcement on online marketplaces',
      'Recording licences',
    ],
    paragraphs: [
      'Law No. 20 of 2016 on Marks and Geographical Indications grants protection for ten years from the filing date, renewable. Substantive examination by the Directorate General of Intellectual Property (DJKI) covers similarity in essence with registered marks, so a search before filing is strongly advised.',
      'Third parties may file an <strong>opposition</strong> while a trademark application is published. Watching the Official Trademark Gazette offers a chance to stop a similar mark from being registered, which costs far less than suing for cancellation later.',
      'A registered mark may be removed at a third party’s request through a claim before the Commercial Court if it has not been used in the trade of goods or services for three consecutive years. Owners should keep evidence of use, such as invoices, promotional material and product photographs, on a regular basis.',
      'The owner of a well-known mark may sue to cancel a mark that is similar in essence or in its entirety, including for dissimilar goods or services under certain conditions. Proving that a mark is well known requires promotional data, registrations in various countries and public recognition.',
      'Most online marketplaces in Indonesia offer a procedure for reporting intellectual property infringement. Reports supported by a registration certificate and a clear product comparison are usually acted on with a takedown within days.',
      'Licences of marks, patents or copyright must be recorded with the DJKI to take effect against third parties. A licence must also not contain provisions that harm the Indonesian economy or result in unfair business competition.',
    ],
    list: {
      heading: 'The basics of a trademark protection strategy',
      items: [
        'Run a trademark search before launching a product.',
        'Register the mark in the relevant classes of goods and services, including planned expansion.',
        'Watch the publication of other parties’ trademark applications.',
        'Keep evidence of use of the mark on a regular basis.',
        'Record every licence with the DJKI.',
      ],
    },
    quote:
      'In Indonesia, an unregistered mark is like a house without a title certificate: you live in it, but someone else can claim it first.',
  },
}
