"""The shipped near-duplicate sets through the default chain with the real embedding model.

Each pair is judged as the prompt tier judges a candidate: served when its cosine reaches the
default threshold and the default verifier (critical checks, token alignment, learned stage)
accepts it. Sets "b" to "z" were written later, each by someone who had not seen the checks;
on their first run set b served 6 of its 80 wrong pairs, set c (after set b's fixes) 7 of 70,
set d (after c's) 5 of 70, set e (after d's) 8 of 70, set f (after e's) 3 of 70, set g (after
f's) 5 of 70, set h (after g's) 2 of 70, set i (after h's) 3 of 70, set j (after i's) 5 of 70,
set k (after j's) 6 of 70, set l (after k's) 1 of 70, set m (after l's) 3 of 70, set n
(after m's) 3 of 70, set o (after n's) 1 of 70, set p (after o's) 4 of 70, sets q and r
(after p's, side by side) 3 and 5 of 70, set s (after q's and r's) 4 of 70 and set t (after
three of s's fixes) 6 of 70, sets u and v (after t's, side by side) 6 and 6 of 70, sets w and
x (after v's) 6 and 5 of 70, sets y and z (after x's) 4 and 4 of 70, sets aa and ab (after z's,
side by side) 4 and 5 of 70, sets ac and ad (after ab's, side by side) 5 and 5 of 70, sets ae
and af (after ad's, side by side) 1 and 5 of 70, sets ag and ah (after af's, side by side) 7
and 7 of 70, sets ai and aj (after ah's, side by side) 7 and 2 of 70, sets ak and al (after
aj's, side by side) 1 and 5 of 70, sets am and an (after al's, side by side) 8 and 4 of 70,
sets ao and ap (after an's, side by side) 2 and 4 of 70, sets aq and ar (after ap's, side by
side) 0 and 1 of 70, sets as and at (after ar's, side by side, support and billing questions)
4 and 3 of 70, sets au and av (after at's, side by side) 1 and 2 of 70, sets aw and ax (after
av's, side by side, support and software questions) 4 and 3 of 70, sets ay and az (after
ax's, side by side, health, law, travel and home questions) 0 and 1 of 70, sets ba and bb
(after az's, side by side, finance, workplace, electronics and trivia questions) 4 and 1 of
70, sets bc and bd (after bb's, side by side, everyday questions) 2 and 3 of 70, sets be and
bf (after bd's, side by side, sports, parenting, law, insurance, data science, cloud and
games questions) 1 and 2 of 70, sets bg and bh (after bf's, side by side, careers, renting,
baking, history, web development, databases, shells and spreadsheets) 3 and 1 of 70, sets bi
and bj (after bh's, side by side, airlines, weather, school science, languages, aquariums,
accounting, hardware, programming, banking apps, smart homes, email and statistics) 0 and 3
of 70, sets bk and bl (after bj's, side by side, cars, bikes, plumbing, medicines, camping,
weddings, Go and Rust, cloud billing, APIs, video, shopping and phone plans) 0 and 1 of 70,
sets bm and bn (after bl's, side by side, air travel, home wiring, beekeeping, chess, tax,
PostgreSQL, Kubernetes, music, cats, marathons, telescopes, cars, baking, GDPR, Excel,
Terraform, watches, diving, mortgages and Unity) 4 and 3 of 70, sets bo and bp (after bn's,
side by side, pharmacy, dogs, solar power, Japan, Docker, employment law, pottery, loans,
React, fly fishing, wine, 3D printing, immigration, Linux, pregnancy, e-commerce, climbing,
home insurance, Android and board games) 3 and 5 of 70, sets bq and br (after bp's, side by
side, crypto, knitting, hiking, accounting, Go, teenagers, cars, photography, Kubernetes,
tennis, astronomy, plumbing, languages, Git, diabetes, airline miles, pandas, renting, guitar
and home security) 5 and 1 of 70, sets bs and bt (after br's and a review of its rules, side
by side, sailing, pottery, amateur radio, heating, chess, brewing, photography, insurance,
tax forms, Rust, SQL, aquariums, medicines, cycling, genealogy, electric cars, mortgages and
trains) 5 and 4 of 70, sets bu and bv (after bt's and a review of its rules, side by side,
astronomy, music, payroll, business law, accessibility, networking, dentistry, skiing, coffee,
woodworking, airports, nutrition, traffic law, spreadsheets, Java, weather, games, solar
panels, visas and smart TVs) 3 and 3 of 70, sets bw and bx (after bv's and a review of its
rules, side by side, hospitals, pharmacology, embedded C, NoSQL, cloud security, shipping,
laundry, livestock, roofing, labour law, elections, physics, mobile apps, data engineering
and weddings) 2 and 2 of 70, sets by and bz (after bx's and a review of its rules, side by
side, veterinary surgery, hearing aids, payments, C++, the Linux kernel, flight training,
museums, home care, tenancy, patents, CUDA, tailoring, scuba and zoning) 5 and 6 of 70,
sets ca and cb (after bz's and a review of its rules, side by side, childbirth, allergies,
eye care, Laravel, Docker, SAP, horse riding, car leasing, motorcycles, boating, heat pumps,
wine, tattoos and podcasts) 5 and 6 of 70, sets cc and cd (after cb's and a review of its
rules, side by side, gardening, fishing, pet insurance, typography, Swift, Elasticsearch, car
rental, drones, nursing, hotels, Rails, Kafka, pensions, ferries, driving tests and vinyl
records) 4 and 3 of 70, sets ce and cf (after cd's and a review of its rules, side by side,
physiotherapy, home networking, TypeScript, Redis, student loans, passports, kitchen knives,
first aid, Python packaging, MongoDB, custody law, baby formula, VPNs and mobile payments) 1
and 4 of 70, sets cg and ch (after cf's and two reviews of their rules, side by side,
charities, house viewings, Go, GitHub Actions, ADHD medication, restaurants, sunscreen,
customs, cruises, Kotlin, contact lenses, running, online courses and water heaters) 4 and 6
of 70, sets ci and cj (after ch's and a review of the rules of sets cc to ch, side by side,
light aviation, forklifts, crypto wallets, calligraphy, traditional Chinese medicine,
Haskell, sign language, fire safety, railways and livestock) 6 and 3 of 70, sets ck and cl
(after cj's and a review of its rules, side by side, board games, fertility clinics,
migraines, hot tubs, home renovation, funerals, dialysis, composting, rugby, Airflow, email
deliverability and stocks) 2 and 6 of 70, sets cm and cn (after cl's fixes, side by side,
public transport, smart homes, video editing, self-employed tax,
esports, 高铁, 支付宝, social media moderation, Terraform, open-source licences, blood sugar,
dog training, electricity tariffs and 社保) 0 and 6 of 70, and the lexicon and rule gaps
they showed were
then fixed where a fix did not refuse paraphrases.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Any

import pytest

from genaicache.config import CacheConfig
from genaicache.normalize import case_marks, normalize
from genaicache.verify import Candidate, default_verifier

DATA = Path(__file__).resolve().parents[1] / "data"


def served(embedder: Any, path: Path) -> tuple[list[str], int, int, int]:
    """(wrong pairs served, paraphrases served, wrong pairs, paraphrases) of one set."""
    chain = default_verifier(embedder)
    threshold = CacheConfig().similarity_threshold
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    wrong, hits = [], 0
    for row in rows:
        cached, query = normalize(row["question1"]), normalize(row["question2"])
        a, b = embedder.embed([cached, query])
        similarity = float(a @ b)
        candidate = Candidate(query, cached, similarity, query_case=case_marks(row["question2"]),
                              matched_case=case_marks(row["question1"]))
        ok = similarity >= threshold and chain.verify(candidate).accept
        if ok and row["is_duplicate"] == "1":
            hits += 1
        elif ok:
            wrong.append(query)
    paraphrases = sum(r["is_duplicate"] == "1" for r in rows)
    return wrong, hits, len(rows) - paraphrases, paraphrases


@pytest.mark.parametrize(
    ("name", "max_wrong", "min_hits"),
    [("near_duplicates.csv", 2, 84), ("near_duplicates_b.csv", 2, 42),
     ("near_duplicates_c.csv", 2, 10), ("near_duplicates_d.csv", 1, 24),
     ("near_duplicates_e.csv", 2, 20), ("near_duplicates_f.csv", 1, 34),
     ("near_duplicates_g.csv", 1, 28), ("near_duplicates_h.csv", 2, 24),
     ("near_duplicates_i.csv", 1, 20), ("near_duplicates_j.csv", 2, 16),
     ("near_duplicates_k.csv", 3, 16), ("near_duplicates_l.csv", 1, 28),
     ("near_duplicates_m.csv", 1, 17), ("near_duplicates_n.csv", 1, 17),
     ("near_duplicates_o.csv", 1, 20),
     ("near_duplicates_p.csv", 1, 14), ("near_duplicates_q.csv", 1, 27),
     ("near_duplicates_r.csv", 1, 18), ("near_duplicates_s.csv", 1, 17),
     ("near_duplicates_t.csv", 1, 15), ("near_duplicates_u.csv", 1, 27),
     ("near_duplicates_v.csv", 1, 20), ("near_duplicates_w.csv", 1, 27),
     ("near_duplicates_x.csv", 1, 15), ("near_duplicates_y.csv", 1, 12),
     ("near_duplicates_z.csv", 1, 21), ("near_duplicates_aa.csv", 1, 9),
     ("near_duplicates_ab.csv", 1, 12), ("near_duplicates_ac.csv", 1, 7),
     ("near_duplicates_ad.csv", 3, 8), ("near_duplicates_ae.csv", 1, 25),
     ("near_duplicates_af.csv", 1, 18), ("near_duplicates_ag.csv", 2, 12),
     ("near_duplicates_ah.csv", 3, 6), ("near_duplicates_ai.csv", 2, 31),
     ("near_duplicates_aj.csv", 1, 40), ("near_duplicates_ak.csv", 1, 16),
     ("near_duplicates_al.csv", 1, 16), ("near_duplicates_am.csv", 5, 17),
     ("near_duplicates_an.csv", 1, 14), ("near_duplicates_ao.csv", 1, 16),
     ("near_duplicates_ap.csv", 2, 14), ("near_duplicates_aq.csv", 1, 3),
     ("near_duplicates_ar.csv", 1, 9), ("near_duplicates_as.csv", 1, 5),
     ("near_duplicates_at.csv", 1, 11), ("near_duplicates_au.csv", 1, 21),
     ("near_duplicates_av.csv", 1, 16), ("near_duplicates_aw.csv", 1, 28),
     ("near_duplicates_ax.csv", 1, 22), ("near_duplicates_ay.csv", 1, 18),
     ("near_duplicates_az.csv", 1, 13), ("near_duplicates_ba.csv", 1, 4),
     ("near_duplicates_bb.csv", 1, 15), ("near_duplicates_bc.csv", 1, 31),
     ("near_duplicates_bd.csv", 2, 33), ("near_duplicates_be.csv", 1, 34),
     ("near_duplicates_bf.csv", 2, 28), ("near_duplicates_bg.csv", 1, 35),
     ("near_duplicates_bh.csv", 1, 29), ("near_duplicates_bi.csv", 1, 17),
     ("near_duplicates_bj.csv", 1, 23), ("near_duplicates_bk.csv", 1, 19),
     ("near_duplicates_bl.csv", 1, 19), ("near_duplicates_bm.csv", 1, 7),
     ("near_duplicates_bn.csv", 1, 8), ("near_duplicates_bo.csv", 1, 16),
     ("near_duplicates_bp.csv", 1, 11), ("near_duplicates_bq.csv", 2, 19),
     ("near_duplicates_br.csv", 1, 11), ("near_duplicates_bs.csv", 3, 21),
     ("near_duplicates_bt.csv", 1, 13), ("near_duplicates_bu.csv", 1, 16),
     ("near_duplicates_bv.csv", 1, 18), ("near_duplicates_bw.csv", 1, 18),
     ("near_duplicates_bx.csv", 1, 9), ("near_duplicates_by.csv", 4, 13),
     ("near_duplicates_bz.csv", 2, 10), ("near_duplicates_ca.csv", 2, 10),
     ("near_duplicates_cb.csv", 3, 10), ("near_duplicates_cc.csv", 4, 16),
     ("near_duplicates_cd.csv", 1, 19), ("near_duplicates_ce.csv", 1, 21),
     ("near_duplicates_cf.csv", 2, 18), ("near_duplicates_cg.csv", 1, 15),
     ("near_duplicates_ch.csv", 3, 13), ("near_duplicates_ci.csv", 1, 23),
     ("near_duplicates_cj.csv", 1, 9), ("near_duplicates_ck.csv", 1, 14),
     ("near_duplicates_cl.csv", 2, 16), ("near_duplicates_cm.csv", 1, 11),
     ("near_duplicates_cn.csv", 1, 11), ("near_duplicates_co.csv", 1, 44),
     ("near_duplicates_cp.csv", 2, 34), ("near_duplicates_cq.csv", 1, 19),
     ("near_duplicates_cr.csv", 1, 28), ("near_duplicates_cs.csv", 1, 30),
     ("near_duplicates_ct.csv", 1, 33), ("near_duplicates_cu.csv", 4, 37),
     ("near_duplicates_cv.csv", 2, 32), ("near_duplicates_cw.csv", 1, 12),
     ("near_duplicates_cx.csv", 1, 10), ("near_duplicates_cy.csv", 3, 11),
     ("near_duplicates_cz.csv", 2, 9), ("near_duplicates_da.csv", 1, 17),
     ("near_duplicates_db.csv", 3, 16), ("near_duplicates_dc.csv", 1, 22),
     ("near_duplicates_dd.csv", 1, 15), ("near_duplicates_de.csv", 1, 9),
     ("near_duplicates_df.csv", 1, 18), ("near_duplicates_dg.csv", 1, 22),
     ("near_duplicates_dh.csv", 1, 18), ("near_duplicates_di.csv", 1, 13),
     ("near_duplicates_dj.csv", 1, 25), ("near_duplicates_dk.csv", 1, 18),
     ("near_duplicates_dl.csv", 1, 22), ("near_duplicates_dm.csv", 1, 19),
     ("near_duplicates_dn.csv", 1, 13), ("near_duplicates_do.csv", 1, 12),
     ("near_duplicates_dp.csv", 3, 21), ("near_duplicates_dq.csv", 1, 8),
     ("near_duplicates_dr.csv", 1, 8), ("near_duplicates_ds.csv", 1, 13),
     ("near_duplicates_dt.csv", 1, 12), ("near_duplicates_du.csv", 1, 8),
     ("near_duplicates_dv.csv", 1, 7), ("near_duplicates_dw.csv", 1, 8),
     ("near_duplicates_dx.csv", 1, 14), ("near_duplicates_dy.csv", 1, 14),
     ("near_duplicates_dz.csv", 1, 9), ("near_duplicates_ea.csv", 1, 14),
     ("near_duplicates_eb.csv", 1, 10), ("near_duplicates_ec.csv", 1, 7),
     ("near_duplicates_ed.csv", 1, 10), ("near_duplicates_ee.csv", 1, 10),
     ("near_duplicates_ef.csv", 1, 4), ("near_duplicates_eg.csv", 1, 5),
     ("near_duplicates_eh.csv", 1, 15), ("near_duplicates_ei.csv", 1, 12),
     ("near_duplicates_ej.csv", 1, 13), ("near_duplicates_ek.csv", 1, 10),
     ("near_duplicates_el.csv", 1, 10), ("near_duplicates_em.csv", 1, 10),
     ("near_duplicates_en.csv", 1, 12), ("near_duplicates_eo.csv", 1, 33),
     ("near_duplicates_ep.csv", 1, 26), ("near_duplicates_eq.csv", 1, 26),
     ("near_duplicates_er.csv", 3, 28), ("near_duplicates_es.csv", 1, 23),
     ("near_duplicates_et.csv", 1, 22), ("near_duplicates_eu.csv", 1, 26),
     ("near_duplicates_ev.csv", 1, 20), ("near_duplicates_ew.csv", 1, 29),
     ("near_duplicates_ex.csv", 1, 31), ("near_duplicates_ey.csv", 1, 17),
     ("near_duplicates_ez.csv", 1, 19), ("near_duplicates_fa.csv", 1, 20),
     ("near_duplicates_fb.csv", 2, 22), ("near_duplicates_fc.csv", 1, 25),
     ("near_duplicates_fd.csv", 1, 22), ("near_duplicates_fe.csv", 1, 12),
     ("near_duplicates_ff.csv", 1, 13), ("near_duplicates_fg.csv", 1, 9),
     ("near_duplicates_fh.csv", 1, 10), ("near_duplicates_fi.csv", 1, 14),
     ("near_duplicates_fj.csv", 1, 9), ("near_duplicates_fk.csv", 1, 16),
     ("near_duplicates_fl.csv", 1, 11), ("near_duplicates_fm.csv", 2, 13),
     ("near_duplicates_fn.csv", 1, 4), ("near_duplicates_fo.csv", 1, 6),
     ("near_duplicates_fp.csv", 2, 12)],
)
def test_wrong_pairs_are_not_served_and_paraphrases_still_are(
    embedder: Any, name: str, max_wrong: int, min_hits: int
) -> None:
    wrong, hits, n_wrong, n_para = served(embedder, DATA / name)
    assert n_wrong >= 70 and n_para >= 70
    assert len(wrong) <= max_wrong, wrong
    assert hits >= min_hits, f"{hits} of {n_para} paraphrases served"
