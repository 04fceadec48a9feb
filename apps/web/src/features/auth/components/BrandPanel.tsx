import { ApartmentOutlined, BarChartOutlined, ScissorOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { BrandMark } from "../../../components/BrandMark.tsx";

/** Left half of the login: the brand, a marble slab with its cutting plan (pure SVG), three promises. */
export function BrandPanel() {
  const { t } = useTranslation();
  const features = [
    { icon: <ScissorOutlined />, title: t("auth:brand.f1Title"), text: t("auth:brand.f1Text") },
    { icon: <ApartmentOutlined />, title: t("auth:brand.f2Title"), text: t("auth:brand.f2Text") },
    { icon: <BarChartOutlined />, title: t("auth:brand.f3Title"), text: t("auth:brand.f3Text") },
  ];
  return (
    <section className="sw-brand-panel">
      <div className="sw-brand-top">
        <BrandMark size={40} />
        <div>
          <div className="sw-brand-name">{t("app:brand.name")}</div>
          <div className="sw-brand-sub">{t("app:brand.tagline")}</div>
        </div>
      </div>
      <div className="sw-brand-hero">
        <h1>{t("auth:brand.headline")}</h1>
        <p>{t("auth:brand.subline")}</p>
      </div>
      <SlabIllustration />
      <ul className="sw-brand-features">
        {features.map((f) => (
          <li key={f.title}>
            <span className="sw-brand-feature-icon">{f.icon}</span>
            <span>
              <strong>{f.title}</strong>
              <em>{f.text}</em>
            </span>
          </li>
        ))}
      </ul>
      <div className="sw-brand-foot">
        © {new Date().getFullYear()} Stoneworks · {t("auth:brand.footer")}
      </div>
    </section>
  );
}

function SlabIllustration() {
  const { t } = useTranslation();
  return (
    <div className="sw-slab-wrap" aria-hidden="true">
      <svg viewBox="0 0 520 300" className="sw-slab" aria-hidden="true">
        <title>slab</title>
        <defs>
          <linearGradient id="slabFace" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f6f7f9" />
            <stop offset="0.55" stopColor="#e6e9ee" />
            <stop offset="1" stopColor="#d3d8e0" />
          </linearGradient>
          <linearGradient id="slabEdge" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#a9b2c0" />
            <stop offset="1" stopColor="#7d8799" />
          </linearGradient>
          <filter id="slabShadow" x="-10%" y="-10%" width="120%" height="140%">
            <feDropShadow dx="0" dy="18" stdDeviation="16" floodColor="#03122e" floodOpacity="0.45" />
          </filter>
          <clipPath id="slabClip">
            <path d="M40 40 L470 28 Q488 28 490 46 L498 236 Q499 254 481 255 L52 268 Q34 268 33 250 L24 58 Q23 41 40 40 Z" />
          </clipPath>
        </defs>
        <g filter="url(#slabShadow)">
          <path
            d="M33 250 L52 268 L481 255 Q499 254 498 236 L498 250 Q499 268 481 269 L52 282 Q34 282 33 264 Z"
            fill="url(#slabEdge)"
          />
          <path
            d="M40 40 L470 28 Q488 28 490 46 L498 236 Q499 254 481 255 L52 268 Q34 268 33 250 L24 58 Q23 41 40 40 Z"
            fill="url(#slabFace)"
          />
        </g>
        <g clipPath="url(#slabClip)" fill="none" strokeLinecap="round">
          <path
            d="M10 90 C90 70 130 140 220 120 S360 60 520 110"
            stroke="#9aa4b4"
            strokeWidth="2.2"
            opacity="0.55"
          />
          <path
            d="M0 200 C80 180 160 230 260 190 S420 150 520 210"
            stroke="#aab3c1"
            strokeWidth="1.4"
            opacity="0.6"
          />
          <path d="M120 30 C150 90 140 160 190 290" stroke="#b9c1cc" strokeWidth="1.1" opacity="0.7" />
          <path d="M330 20 C300 100 360 170 340 290" stroke="#c0c7d1" strokeWidth="0.9" opacity="0.7" />
          <path d="M220 120 C240 150 280 150 300 175" stroke="#8d98aa" strokeWidth="1" opacity="0.45" />
          <path d="M60 150 C90 160 100 200 80 240" stroke="#b3bcc8" strokeWidth="0.8" opacity="0.6" />
        </g>
        <g className="sw-slab-plan">
          <rect x="52" y="58" width="168" height="98" rx="2" />
          <rect x="228" y="56" width="118" height="98" rx="2" />
          <rect x="354" y="52" width="122" height="150" rx="2" />
          <rect x="54" y="164" width="108" height="84" rx="2" />
          <rect x="170" y="162" width="176" height="84" rx="2" />
          <rect x="356" y="210" width="120" height="36" rx="2" className="sw-slab-offcut" />
        </g>
        <g className="sw-slab-labels">
          <text x="136" y="112">
            A-01
          </text>
          <text x="287" y="110">
            A-02
          </text>
          <text x="415" y="132">
            B-01
          </text>
          <text x="108" y="211">
            B-02
          </text>
          <text x="258" y="209">
            C-01
          </text>
        </g>
        <g className="sw-slab-cut">
          <line x1="224" y1="40" x2="226" y2="264" />
          <circle cx="225" cy="150" r="5" />
        </g>
      </svg>
      <div className="sw-slab-chip sw-slab-chip-a">
        <span>{t("auth:brand.yield")}</span>
        <strong>92.4%</strong>
      </div>
      <div className="sw-slab-chip sw-slab-chip-b">
        <span>{t("auth:brand.slab")}</span>
        <strong>3200 × 1800 × 20 mm</strong>
      </div>
    </div>
  );
}
